/** @jest-environment node */
import {spawnSync} from 'node:child_process';
import {join} from 'node:path';
import {frontMatterProblems, readDocs} from '../../src/plugins/frontMatter';
import {read, root} from './imports';
import {dirPerTest, writeFiles} from './tempDir';

const script = join(root, 'scripts', 'new-article.mjs');

const site = dirPerTest('mnemo-new-article-');
const run = (...args: string[]) =>
  spawnSync(process.execPath, [script, ...args], {cwd: site(), encoding: 'utf8'});

it('new-article writes docs/<name>.md with front matter the build accepts, even a title YAML would misread, and a two-section outline', async () => {
  for (const title of ['Offline Mode', 'Sync: "Off" by default']) {
    expect(run(title).status).toBe(0);
  }
  const text = read(site(), 'docs/offline-mode.md');
  expect(text.match(/^## .+$/gm)).toHaveLength(2);
  expect(text).not.toMatch(/^# /m);
  const docs = await readDocs(site());
  expect(docs.map((doc) => [doc.name, doc.frontMatter.title])).toEqual([
    ['offline-mode', 'Offline Mode'],
    ['sync-off-by-default', 'Sync: "Off" by default'],
  ]);
  expect(frontMatterProblems(docs)).toEqual([]);
});

it.each(['md', 'mdx'])('new-article refuses to overwrite an existing .%s article', (ext) => {
  writeFiles(site(), {[`docs/offline-mode.${ext}`]: 'kept'});
  const result = run('Offline Mode');
  expect(result.status).not.toBe(0);
  expect(result.stderr).toContain(`offline-mode.${ext} already exists`);
  expect(read(site(), `docs/offline-mode.${ext}`)).toBe('kept');
});
