/** @jest-environment node */
import {join} from 'node:path';
import {cachedDraw, type CardJob} from '../../src/plugins/socialCards';
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
