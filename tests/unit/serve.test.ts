/** @jest-environment node */
import {spawn} from 'node:child_process';
import {dirPerTest} from './tempDir';

/** The test server (scripts/serve.mjs) on a two-page build of its own. */
const dir = dirPerTest('serve-test-', {
  'index.html': '<!doctype html><title>Home</title>',
  '404.html': '<!doctype html><title>Page not found</title>',
});

it('answers a malformed address with 400 and goes on serving', async () => {
  const port = 3470 + (process.pid % 20);
  const args = ['scripts/serve.mjs', '--dir', dir(), '--port', String(port)];
  const server = spawn(process.execPath, args, {stdio: ['ignore', 'pipe', 'inherit']});
  const status = async (path: string) => (await fetch(`http://127.0.0.1:${port}${path}`)).status;
  try {
    // It prints its address once it listens.
    await new Promise((resolve) => server.stdout.once('data', resolve));
    expect(await status('/%E0%A4%A')).toBe(400);
    expect(await status('/docs/%E0%A4%A/x')).toBe(400);
    expect(server.exitCode).toBeNull();
    expect(await status('/')).toBe(200);
    expect(await status('/no-such-page')).toBe(404);
  } finally {
    server.kill();
  }
});
