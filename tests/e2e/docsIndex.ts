import {readFileSync} from 'node:fs';
import {basename, join} from 'node:path';
import config from '../../docusaurus.config';
import {readDocs} from '../../src/plugins/frontMatter';
import {
  readReleaseNotes,
  releaseDay,
  releaseFacts,
  releaseNoteTitle,
  releasesDir,
} from '../../src/plugins/releaseNotes';
import {features} from '../../src/data/features';
import {root} from './built';

/** An article: its slug (its file's name, also its path), title and file in the site. */
export type Article = {slug: string; title: string; file: string};

/** The articles in docs/, read from their front matter, as a writer adds them. */
export async function articles(): Promise<Article[]> {
  return (await readDocs(root)).map(({file, name, frontMatter}) => {
    if (typeof frontMatter.title !== 'string') throw new Error(`${file} has no title`);
    return {slug: name, title: frontMatter.title, file};
  });
}

/** The navbar's links to articles, each with its label and the article, from the site config. */
export async function navbarArticles(): Promise<(Article & {label: string})[]> {
  const {items} = (config.themeConfig as {navbar: {items: {to?: string; label?: string}[]}}).navbar;
  const all = await articles();
  return items.flatMap(({to, label}) => {
    const article = all.find(({slug}) => `/${slug}` === to);
    return article && label ? [{...article, label}] : [];
  });
}

/** `value`, or an error naming what docs/ lacks. */
function must<T>(value: T | undefined, lack: string): T {
  if (value === undefined) throw new Error(lack);
  return value;
}

/** The text of an article's Markdown file. */
export const sourceOf = (article: Article): string =>
  readFileSync(join(root, article.file), 'utf8');

/** An article's first plain-worded `##` heading that no other article's text has. */
export async function ownHeading(article: Article): Promise<string> {
  const others = (await articles())
    .filter(({slug}) => slug !== article.slug)
    .map((other) => sourceOf(other).toLowerCase());
  const own = [...sourceOf(article).matchAll(/^## +([\w ,'-]+)$/gm)]
    .map(([, heading]) => heading!.trim())
    .find((heading) => !others.some((text) => text.includes(heading.toLowerCase())));
  return must(own, `${article.file} has no heading of its own`);
}

/** The articles whose Markdown matches `pattern`. */
export async function articlesWhere(pattern: RegExp): Promise<Article[]> {
  const found = (await articles()).filter((article) => pattern.test(sourceOf(article)));
  return must(found[0] && found, `No article in docs/ matches ${pattern}`);
}

/** The first article in docs/: for a test that needs any one of them. */
export const anyArticle = async (): Promise<Article> =>
  must((await articles())[0], 'docs/ holds no article');

/** The article at an address. */
export const articleAt = async (path: string): Promise<Article> =>
  must(
    (await articles()).find(({slug}) => `/${slug}` === path),
    `No article in docs/ has the address ${path}`,
  );

/** The addresses of the feature articles: the pages the home page's feature cards open. */
export const featurePaths: readonly string[] = features.map(({to}) => to);

/** The notes' feeds, type and address, that every page names in its head. */
export const releaseFeeds = [
  {type: 'application/rss+xml', href: `/${releasesDir}/rss.xml`},
  {type: 'application/atom+xml', href: `/${releasesDir}/atom.xml`},
  {type: 'application/json', href: `/${releasesDir}/feed.json`},
];

/** The notes in releases/, newest first, read from their front matter as a writer adds them. */
export async function releaseNotes() {
  return (await readReleaseNotes(root))
    .map(({file, frontMatter}) => ({
      path: `/${releasesDir}/${basename(file).replace(/\.mdx?$/, '')}`,
      // As the site shows it: the product's name first.
      title: releaseNoteTitle(String(frontMatter.title)),
      day: releaseDay(frontMatter.date) ?? '',
      facts: releaseFacts(frontMatter),
    }))
    .sort((a, b) => b.day.localeCompare(a.day));
}
