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

/** The plain-worded `##` headings of a Markdown text. */
const headingsOf = (text: string): string[] =>
  [...text.matchAll(/^## +([\w ,'-]+)$/gm)].map(([, heading]) => heading!.trim());

/** An article's first heading that no other article's text has; throws when there is none. */
export async function ownHeading(article: Article): Promise<string> {
  const others = (await articles())
    .filter(({slug}) => slug !== article.slug)
    .map((other) => sourceOf(other).toLowerCase());
  const own = headingsOf(sourceOf(article)).find(
    (heading) => !others.some((text) => text.includes(heading.toLowerCase())),
  );
  if (!own) throw new Error(`${article.file} has no heading of its own`);
  return own;
}

/** The text of an article's Markdown file. */
export const sourceOf = (article: Article): string =>
  readFileSync(join(root, article.file), 'utf8');

/** The articles whose Markdown matches `pattern`; throws when none does. */
export async function articlesWhere(pattern: RegExp): Promise<Article[]> {
  const found = (await articles()).filter((article) => pattern.test(sourceOf(article)));
  if (found.length === 0) throw new Error(`No article in docs/ matches ${pattern}`);
  return found;
}

/** The first article in docs/: for a test that needs any one of them. */
export async function anyArticle(): Promise<Article> {
  const [article] = await articles();
  if (!article) throw new Error('docs/ holds no article');
  return article;
}

/** The article at an address, read from docs/; throws when no article has it. */
export async function articleAt(path: string): Promise<Article> {
  const found = (await articles()).find(({slug}) => `/${slug}` === path);
  if (!found) throw new Error(`No article in docs/ has the address ${path}`);
  return found;
}

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
