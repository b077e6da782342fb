/** @jest-environment node */
import {spawn, type ChildProcess} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {dirPerTest} from './tempDir';

/** The test server (scripts/serve.mjs) on a two-page build of its own. */
const dir = dirPerTest('serve-test-', (build) => {
  writeFileSync(join(build, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(join(build, '404.html'), '<!doctype html><title>Page not found</title>');
});
const port = 3470 + (process.pid % 20);
const base = `http://127.0.0.1:${port}`;
let server: ChildProcess;

beforeEach(async () => {
  server = spawn(process.execPath, ['scripts/serve.mjs', '--dir', dir(), '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // It prints its address once it listens.
  await new Promise((resolve) => server.stdout?.once('data', resolve));
});

afterEach(() => server.kill());

it('answers a malformed address with 400 and goes on serving', async () => {
  expect((await fetch(`${base}/%E0%A4%A`)).status).toBe(400);
  expect((await fetch(`${base}/docs/%E0%A4%A/x`)).status).toBe(400);
  expect(server.exitCode).toBeNull();
  expect((await fetch(`${base}/`)).status).toBe(200);
  expect((await fetch(`${base}/no-such-page`)).status).toBe(404);
});
