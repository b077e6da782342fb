/**
 * The local search theme, wrapped: it indexes the docs only as sections under headings and
 * skips custom pages, so after it writes its index this wrapper adds the home page's sections
 * and each FAQ item as results of their own, read from the built HTML.
 */
import {readdir, readFile, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {noResultsMessage} from '../components/SearchHelp/messages';

// The theme's own lunr and cheerio, so the added entries are indexed exactly as its own.
const themeRequire = createRequire(require.resolve('@easyops-cn/docusaurus-search-local'));
const upstream = themeRequire('@easyops-cn/docusaurus-search-local') as {
  default: (context: LoadContext, options: unknown) => Plugin;
  validateOptions: NonNullable<PluginModule['validateOptions']>;
};

interface CheerioNode {
  type: string;
  name?: string;
  data?: string;
  children?: CheerioNode[];
}
interface Selection {
  length: number;
  text(): string;
  attr(name: string): string | undefined;
  find(selector: string): Selection;
  first(): Selection;
  remove(): Selection;
  clone(): Selection;
  get(): CheerioNode[];
  each(callback: (index: number, element: CheerioNode) => void): Selection;
}
type Query = (selector: string | CheerioNode | Selection) => Selection;
const cheerio = themeRequire('cheerio') as {load: (html: string) => Query};
type LunrBuilder = {
  ref(name: string): void;
  field(name: string): void;
  add(doc: object): void;
  metadataWhitelist: string[];
  pipeline: {remove(fn: unknown): void};
};
const lunr = themeRequire('lunr') as ((config: (this: LunrBuilder) => void) => object) & {
  stopWordFilter: unknown;
  stemmer: unknown;
};

/** One entry of the index, as the theme's client reads it (i id, t text, u URL, h hash…). */
export interface SearchDocument {
  i: number;
  t: string;
  u: string;
  h?: string;
  s?: string;
  p?: number;
  b?: string[];
}
interface IndexGroup {
  documents: SearchDocument[];
  index: object;
}
/** The theme's index groups, in its order. */
const group = {titles: 0, headings: 1, descriptions: 2, contents: 4} as const;

// Block elements are separated by a space, as the theme does when it indexes an article.
const blockTags = new Set(
  'address article aside blockquote details dd div dl dt figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section table td th ul summary'.split(
    ' ',
  ),
);

function textOf(node: CheerioNode): string {
  if (node.type === 'text') return node.data ?? '';
  if (node.type !== 'tag') return '';
  if (node.name === 'br') return ' ';
  // Two elements side by side (a figure and its label) are two words, not one.
  const inner = (node.children ?? [])
    .map((child, index, all) =>
      child.type === 'tag' && all[index - 1]?.type === 'tag' ? ` ${textOf(child)}` : textOf(child),
    )
    .join('');
  return blockTags.has(node.name ?? '') ? ` ${inner} ` : inner;
}

function condensed(selection: Selection): string {
  return selection
    .get()
    .map(textOf)
    .join('')
    .replace(/[\s\u200b]+/g, ' ')
    .trim();
}

export interface PageSection {
  title: string;
  hash: string;
  content: string;
}

/**
 * The readable sections of a built page: each `section` labelled by its heading, and each FAQ
 * item (a `details` whose answer carries the anchor) as its own section, under its question.
 */
export function pageSections(html: string, ignoreSelectors: readonly string[]): PageSection[] {
  const $ = cheerio.load(html);
  for (const selector of ignoreSelectors) $(selector).remove();
  const sections: PageSection[] = [];
  $('main section[id][aria-labelledby]').each((_, element) => {
    const section = $(element);
    const heading = $(`#${section.attr('aria-labelledby')}`);
    const body = section.clone();
    body.find(`#${section.attr('aria-labelledby')}`).remove();
    body.find('details').remove();
    sections.push({
      title: condensed(heading),
      hash: `#${section.attr('id')}`,
      content: condensed(body),
    });
    section.find('details').each((__, item) => {
      const answer = $(item).find('[id]').first();
      sections.push({
        title: condensed($(item).find('summary').first()),
        hash: `#${answer.attr('id')}`,
        content: condensed(answer),
      });
    });
  });
  return sections;
}

/** The page's name: its title without the site name the layout appends. */
export function pageName(html: string, siteTitle: string): string {
  const $ = cheerio.load(html);
  return $('title').first().text().replace(` | ${siteTitle}`, '').trim();
}

/** The theme's options that change how it builds its (English) index. */
interface Pipeline {
  keepStopWords: boolean;
  noStemmer: boolean;
}

function buildGroupIndex(documents: readonly SearchDocument[], pipeline: Pipeline): object {
  // The same pipeline, fields, reference and metadata as the theme's own index builder.
  return lunr(function () {
    if (pipeline.keepStopWords) this.pipeline.remove(lunr.stopWordFilter);
    if (pipeline.noStemmer) this.pipeline.remove(lunr.stemmer);
    this.ref('i');
    this.field('t');
    this.metadataWhitelist = ['position'];
    for (const doc of documents) this.add({...doc, i: String(doc.i)});
  });
}

/** Adds one page's sections to the theme's index groups (titles, headings, descriptions, contents). */
export function addPage(
  groups: IndexGroup[],
  page: {url: string; name: string; description: string; sections: readonly PageSection[]},
  pipeline: Pipeline,
): IndexGroup[] {
  let nextId = Math.max(0, ...groups.flatMap((g) => g.documents.map((doc) => doc.i))) + 1;
  const added: SearchDocument[][] = groups.map(() => []);
  const titleId = nextId++;
  added[group.titles]!.push({i: titleId, t: page.name, u: page.url, b: []});
  if (page.description) {
    added[group.descriptions]!.push({
      i: titleId,
      t: page.description,
      s: page.name,
      u: page.url,
      p: titleId,
    });
  }
  for (const section of page.sections) {
    added[group.headings]!.push({
      i: nextId++,
      t: section.title,
      u: page.url,
      h: section.hash,
      p: titleId,
    });
    if (section.content) {
      added[group.contents]!.push({
        i: nextId++,
        t: section.content,
        s: section.title,
        u: page.url,
        h: section.hash,
        p: titleId,
      });
    }
  }
  return groups.map((g, index) => {
    if (added[index]!.length === 0) return g;
    const documents = [...g.documents, ...added[index]!];
    return {documents, index: buildGroupIndex(documents, pipeline)};
  });
}

function option(options: unknown, name: string): unknown {
  return typeof options === 'object' && options !== null ? Reflect.get(options, name) : undefined;
}

/** The theme's `ignoreCssSelectors` option, a selector or a list of them. */
function ignoredSelectors(options: unknown): string[] {
  const value = option(options, 'ignoreCssSelectors');
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}

/** The theme's pipeline options for English, its only language here. */
function pipelineOf(options: unknown): Pipeline {
  const stopWords = option(options, 'removeDefaultStopWordFilter');
  return {
    keepStopWords: stopWords === true || (Array.isArray(stopWords) && stopWords.includes('en')),
    noStemmer: option(options, 'removeDefaultStemmer') === true,
  };
}

/**
 * Patches to the search theme, each a piece of its source replaced; a piece no longer found
 * exactly once stops the build, naming this plugin (src/plugins/sourcePatchLoader.js).
 * - The worker builds its queries with `smartQueries`; the site runs them through
 *   `questionQueries` (src/search/worker.ts), which adds fallbacks for questions and synonyms
 *   after the theme's own, and lists each address once (`uniqueByAddress`).
 * - The search page: its content is the page's main landmark, its robots tag is read by crawlers
 *   (`name`, not `property`), and its title carries the site's name like every other page's.
 */
export const themePatches = {
  owner: 'searchLocal (src/plugins/searchLocal.ts), which patches the search theme',
  files: [
    {
      file: join('dist', 'client', 'client', 'theme', 'worker.js'),
      patches: [
        {
          search: 'import { smartQueries } from "../utils/smartQueries";',
          replace:
            'import { smartQueries } from "../utils/smartQueries";\nimport { questionQueries, uniqueByAddress } from "@site/src/search/worker";',
        },
        {
          search: 'const queries = smartQueries(rawTokens, zhDictionary);',
          replace: 'const queries = questionQueries(rawTokens, smartQueries, zhDictionary);',
        },
        {
          search: 'sortSearchResults(results);',
          replace:
            'sortSearchResults(results);\n        results.splice(0, results.length, ...uniqueByAddress(results));',
        },
      ],
    },
    {
      file: join('dist', 'client', 'client', 'theme', 'SearchPage', 'SearchPage.jsx'),
      patches: [
        {
          search: 'import Head from "@docusaurus/Head";',
          replace:
            'import Head from "@docusaurus/Head";\nimport { useTitleFormatter } from "@docusaurus/theme-common/internal";',
        },
        {
          search: '<meta property="robots" content="noindex, follow"/>',
          replace: '<meta name="robots" content="noindex, follow"/>',
        },
        {
          search: '<title>{pageTitle}</title>',
          replace: '<title>{useTitleFormatter().format(pageTitle)}</title>',
        },
        {
          search: '<div className="container margin-vert--lg">',
          replace: '<div className="container margin-vert--lg" role="main">',
        },
      ],
    },
  ],
} as const;

const themeDir = dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json'));

/** The patched files, by absolute path, each with its patches. */
export const patchedFiles = themePatches.files.map(({file, patches}) => ({
  path: join(themeDir, file),
  patches,
}));

export default function searchLocal(context: LoadContext, options: unknown): Plugin {
  const plugin = upstream.default(context, options);
  const ignoreSelectors = ignoredSelectors(options);
  const pipeline = pipelineOf(options);
  return {
    ...plugin,
    configureWebpack(...args) {
      const own = plugin.configureWebpack?.(...args) ?? {};
      const rules = patchedFiles.map(({path, patches}) => ({
        test: path,
        use: patches.map(({search, replace}) => ({
          loader: join(__dirname, 'sourcePatchLoader.js'),
          options: {search, replace, owner: themePatches.owner},
        })),
      }));
      return {...own, module: {...own.module, rules: [...(own.module?.rules ?? []), ...rules]}};
    },
    async getDefaultCodeTranslationMessages() {
      return {
        ...(await plugin.getDefaultCodeTranslationMessages?.()),
        // The site's words for an empty result; the wrappers in src/theme add where to go next.
        'theme.SearchBar.noResultsText': noResultsMessage,
        'theme.SearchPage.noResultsText': noResultsMessage,
      };
    },
    async postBuild(props) {
      await plugin.postBuild?.(props);
      const {outDir} = props;
      const indexFile = (await readdir(outDir)).find((name) => /^search-index.*\.json$/.test(name));
      if (!indexFile) throw new Error('search: the search theme wrote no index to add to');
      const path = join(outDir, indexFile);
      const groups = JSON.parse(await readFile(path, 'utf8')) as IndexGroup[];
      // If the theme changes how it builds its index, entries added here would not match it.
      for (const g of groups) {
        if (JSON.stringify(buildGroupIndex(g.documents, pipeline)) !== JSON.stringify(g.index)) {
          throw new Error(
            `search: rebuilding ${indexFile} from its own documents no longer gives the same index; @easyops-cn/docusaurus-search-local changed how it builds it, update src/plugins/searchLocal.ts`,
          );
        }
      }
      const html = await readFile(join(outDir, 'index.html'), 'utf8');
      const $ = cheerio.load(html);
      const next = addPage(
        groups,
        {
          url: context.baseUrl,
          name: pageName(html, context.siteConfig.title),
          description: $('meta[name="description"]').attr('content') ?? '',
          sections: pageSections(html, ignoreSelectors),
        },
        pipeline,
      );
      await writeFile(path, JSON.stringify(next));
    },
  };
}

searchLocal.validateOptions = upstream.validateOptions;
