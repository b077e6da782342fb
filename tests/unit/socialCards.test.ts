/** @jest-environment node */
import {join} from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {cachedDraw, withSocialCard, type CardJob} from '../../src/plugins/socialCards';
import {dirPerTest} from './tempDir';

const job = (title: string): CardJob => ({
  path: '/img/social/offline-mode.png',
  kind: 'card',
  text: {
    productName: 'Mnemo',
    kicker: 'Mnemo Browser',
    title,
    description: 'How the browser keeps working without a network, and what it syncs later.',
  },
});

// The first card loads satori's WebAssembly layout engine and the fonts: seconds on a busy machine.
jest.setTimeout(30_000);

const cache = dirPerTest('mnemo-cards-');

// Each built page's card is a 1200×630 PNG of modest size: seo.spec.ts.
it('a social card is the same bytes from the cache, or drawn again without it, and new once its content changes', async () => {
  const draw = (title: string, dir: string, path = job(title).path) =>
    cachedDraw({...job(title), path}, join(cache(), dir));
  const first = await draw('Offline Mode', 'one');
  const cards = [
    await draw('Offline Mode', 'one', '/img/social/next/x.png'),
    await draw('Offline Mode', 'other'),
    await draw('Offline Mode, Revised', 'one'),
  ];
  expect(cards.map((card) => card.png.equals(first.png))).toEqual([true, true, false]);
});

// Each built page's card named after its file, per docs folder (the copy's 1.0 and release note
// included): seo.spec.ts.
it('the card a doc points at is set as the image of a doc without one, and never replaces a chosen image', async () => {
  type Parse = Parameters<ParseFrontMatter>[0]['defaultParseFrontMatter'];
  /** The image of a doc's front matter once the build has read it. */
  const image = async (file: string, frontMatter: Record<string, unknown>) => {
    const defaultParseFrontMatter = (async () => ({frontMatter, content: ''})) as Parse;
    const read = withSocialCard('/site');
    return (await read({filePath: `/site/${file}`, fileContent: '', defaultParseFrontMatter}))
      .frontMatter.image;
  };
  expect(await image('docs/offline-mode.md', {})).toBe('/img/social/offline-mode.png');
  expect(await image('docs/offline-mode.md', {image: '/img/own.png'})).toBe('/img/own.png');
  expect(await image('src/pages/about.md', {})).toBeUndefined();
});
