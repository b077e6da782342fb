import {sitemapPaths} from './fixtures';

export interface Variant {
  /** What a visitor typed or a link carried. */
  from: string;
  /** The page's one address. */
  to: string;
}

/** /automatic-knowledge-capture -> /Automatic-knowledge-capture. */
const capitalised = (path: string): string =>
  path.replace(/\/(.)/g, (_, letter: string) => `/${letter.toUpperCase()}`);

/**
 * Other spellings of every page in the sitemap: a trailing slash, upper case, a capital
 * initial, each with a slash, and an alternating case no rule lists one by one.
 */
export function urlVariants(): Variant[] {
  return sitemapPaths()
    .filter((path) => path !== '/')
    .flatMap((path) => {
      const capital = capitalised(path);
      const alternating = [...path]
        .map((char, index) => (index % 2 ? char.toUpperCase() : char))
        .join('');
      const spellings = [path, path.toUpperCase(), capital, alternating].flatMap((spelling) => [
        spelling,
        `${spelling}/`,
      ]);
      return [...new Set(spellings)]
        .filter((spelling) => spelling !== path)
        .map((from) => ({from, to: path}));
    });
}
