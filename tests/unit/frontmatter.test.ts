/** @jest-environment node */
import type {LoadContext} from '@docusaurus/types';
import frontMatterPlugin, {
  descriptionLength,
  frontMatterProblems,
  type DocFile,
} from '../../src/plugins/frontMatter';
import {dirPerTest, writeFiles} from './tempDir';

const goodDescription = 'A description long enough to say what the article is about to a reader.';

const doc = (name: string, frontMatter: DocFile['frontMatter']): DocFile => ({
  file: `docs/${name}.md`,
  name,
  frontMatter,
});

const good = {title: 'Offline Mode', description: goodDescription};
const title = good.title;
const chars = (length: number) => 'x'.repeat(length);

it('the front matter check accepts a title and a description, alone or with a slug that is the file name', () => {
  for (const frontMatter of [good, {...good, slug: '/offline-mode'}]) {
    expect(frontMatterProblems([doc('offline-mode', frontMatter)])).toEqual([]);
  }
});

it.each([
  ['a missing title', {description: goodDescription}, 'title'],
  ['an empty title', {...good, title: '  '}, 'title'],
  ['a missing description', {title}, 'description'],
  ['an empty description', {title, description: ''}, 'description'],
  ['a short description', {title, description: chars(descriptionLength.min - 1)}, 'description'],
  ['a long description', {title, description: chars(descriptionLength.max + 1)}, 'description'],
  ['a slug that is not the file name', {...good, slug: '/offline'}, 'slug'],
])('the front matter check names the file and the field for %s', (_case, frontMatter, field) => {
  const oneLine = new RegExp(`^docs/offline-mode\\.md: front matter "${field}" .*$`);
  expect(frontMatterProblems([doc('offline-mode', frontMatter)])).toEqual([
    expect.stringMatching(oneLine),
  ]);
});

it('the front matter check names the second of two docs with the same title, and the first', () => {
  const docs = [doc('offline-mode', good), doc('offline', {...good, title: 'offline mode'})];
  expect(frontMatterProblems(docs)).toEqual([
    'docs/offline.md: front matter "title" "offline mode" is already the title of docs/offline-mode.md',
  ]);
});

const site = dirPerTest('mnemo-front-matter-');
const load = () =>
  frontMatterPlugin({siteDir: site()} as LoadContext).loadContent?.() ?? Promise.resolve();
const article = (description: string) =>
  `---\ntitle: Offline Mode\ndescription: ${description}\n---\n\nText.\n`;

it('the front matter plugin fails the build with one line per problem, read from the files', async () => {
  writeFiles(site(), {'docs/offline-mode.md': article('Too short.')});
  await expect(load()).rejects.toThrow(
    /^docs\/offline-mode\.md: front matter "description" has 10 characters; write 50–200$/,
  );
});
