/** @jest-environment node */
import {readdirSync} from 'node:fs';
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
it('social cards are drawn once per content, read from the cache afterwards, and the same bytes when drawn again without it', async () => {
  const first = await cachedDraw(job('Offline Mode'), join(cache(), 'one'));
  const again = await cachedDraw(
    {...job('Offline Mode'), path: '/img/social/next/x.png'},
    join(cache(), 'one'),
  );
  // A rebuild without the cache changes no card.
  const fresh = await cachedDraw(job('Offline Mode'), join(cache(), 'other'));
  expect([first.drawn, again.drawn, fresh.drawn]).toEqual([true, false, true]);
  expect([again.png.equals(first.png), fresh.png.equals(first.png)]).toEqual([true, true]);
  const changed = await cachedDraw(job('Offline Mode, Revised'), join(cache(), 'one'));
  expect(changed.drawn).toBe(true);
  expect(changed.png.equals(first.png)).toBe(false);
  expect(readdirSync(join(cache(), 'one'))).toHaveLength(2);
});

// Each built page's card named after its file, per docs folder (the copy's 1.0 and release note
// included): seo.spec.ts.
it('the card a doc points at is set as the image of a doc without one, and never replaces a chosen image', async () => {
  const site = '/site';
  type Parse = Parameters<ParseFrontMatter>[0]['defaultParseFrontMatter'];
  /** The image of a doc's front matter once the build has read it. */
  const image = async (file: string, frontMatter: Record<string, unknown>) => {
    const parse = (async () => ({frontMatter: {...frontMatter}, content: ''})) as Parse;
    const withCard = withSocialCard(site);
    return (
      await withCard({filePath: `${site}/${file}`, fileContent: '', defaultParseFrontMatter: parse})
    ).frontMatter.image;
  };
  expect(await image('docs/offline-mode.md', {})).toBe('/img/social/offline-mode.png');
  expect(await image('docs/offline-mode.md', {image: '/img/own.png'})).toBe('/img/own.png');
  expect(await image('src/pages/about.md', {})).toBeUndefined();
});
