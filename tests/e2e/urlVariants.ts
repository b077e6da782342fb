import {sitemapPaths} from './fixtures';

/** Other spellings (`from`) of sitemap pages (`to`): slash, case, initial, a case no rule lists. */
export const urlVariants = (): {from: string; to: string}[] =>
  sitemapPaths()
    .filter((path) => path !== '/')
    .flatMap((to) => {
      const capital = to.replace(/\/(.)/g, (_, letter: string) => `/${letter.toUpperCase()}`);
      const alternating = [...to].map((char, i) => (i % 2 ? char.toUpperCase() : char)).join('');
      const bare = [to, to.toUpperCase(), capital, alternating];
      const spellings = new Set(bare.flatMap((spelling) => [spelling, `${spelling}/`]));
      return [...spellings].filter((from) => from !== to).map((from) => ({from, to}));
    });
