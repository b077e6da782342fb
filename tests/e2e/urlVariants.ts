import {sitemapPaths} from './fixtures';

/**
 * Other spellings (`from`) of every page in the sitemap (`to`): a trailing slash, upper case, a
 * capital initial, each with a slash, and an alternating case no rule lists one by one.
 */
export function urlVariants(): {from: string; to: string}[] {
  return sitemapPaths()
    .filter((path) => path !== '/')
    .flatMap((path) => {
      const capital = path.replace(/\/(.)/g, (_, letter: string) => `/${letter.toUpperCase()}`);
      const alternating = [...path]
        .map((char, index) => (index % 2 ? char.toUpperCase() : char))
        .join('');
      const bare = [path, path.toUpperCase(), capital, alternating];
      const spellings = bare.flatMap((spelling) => [spelling, `${spelling}/`]);
      return [...new Set(spellings)]
        .filter((spelling) => spelling !== path)
        .map((from) => ({from, to: path}));
    });
}
