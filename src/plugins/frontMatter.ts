/**
 * The one reader of docs' front matter (Docusaurus's own parser) for the build, the tests and the
 * scripts, and the build's check of what a writer must get right: a broken front matter fails
 * `npm run build` with one line per problem, naming the file and the field.
 */
import {existsSync, readdirSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {join, relative, sep} from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';

export interface DocFile {
  /** Path from the site's root, with forward slashes: `docs/offline-mode.md`. */
  file: string;
  /** Path inside its docs folder without the extension: `offline-mode`; also its address. */
  name: string;
  frontMatter: {[key: string]: unknown};
}

/** The length a description must have: enough to say something, short enough for a snippet. */
export const descriptionLength = {min: 50, max: 200} as const;

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .filter((entry) => !/(^|[/\\])_/.test(relative(dir, join(entry.parentPath, entry.name))))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Every Markdown file of one docs folder (`docs` or `versioned_docs/version-1.0`), read. */
export async function readDocs(siteDir: string, docsDir = 'docs'): Promise<DocFile[]> {
  const dir = join(siteDir, docsDir);
  return Promise.all(
    markdownFiles(dir).map(async (filePath) => {
      const fileContent = await readFile(filePath, 'utf8');
      const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent});
      return {
        file: relative(siteDir, filePath).split(sep).join('/'),
        name: relative(dir, filePath)
          .split(sep)
          .join('/')
          .replace(/\.mdx?$/, ''),
        frontMatter,
      };
    }),
  );
}

/** The docs folders of the site: the working copy and every released version. */
export function docsFolders(siteDir: string): string[] {
  const versioned = join(siteDir, 'versioned_docs');
  const versions = existsSync(versioned)
    ? readdirSync(versioned).map((version) => `versioned_docs/${version}`)
    : [];
  return ['docs', ...versions];
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value.trim() : undefined;

/** One line per problem in one docs folder's front matter; none when all is well. */
export function frontMatterProblems(docs: DocFile[]): string[] {
  const problems: string[] = [];
  const titles = new Map<string, string>();
  for (const {file, name, frontMatter} of docs) {
    const title = text(frontMatter.title);
    const description = text(frontMatter.description);
    if (!title) problems.push(`${file}: front matter "title" is missing or empty`);
    if (!description) {
      problems.push(`${file}: front matter "description" is missing or empty`);
    } else if (
      description.length < descriptionLength.min ||
      description.length > descriptionLength.max
    ) {
      problems.push(
        `${file}: front matter "description" has ${description.length} characters; write ${descriptionLength.min}–${descriptionLength.max}`,
      );
    }
    if (frontMatter.slug !== undefined && frontMatter.slug !== `/${name}`) {
      problems.push(
        `${file}: front matter "slug" is ${JSON.stringify(frontMatter.slug)}; remove it or write "/${name}" to match the file name`,
      );
    }
    if (title) {
      const first = titles.get(title.toLowerCase());
      if (first) {
        problems.push(`${file}: front matter "title" "${title}" is already the title of ${first}`);
      } else {
        titles.set(title.toLowerCase(), file);
      }
    }
  }
  return problems;
}

/** Fails the build, before anything is bundled, when a doc's front matter is wrong. */
export default function frontMatterPlugin(context: LoadContext): Plugin {
  return {
    name: 'front-matter-check',
    async loadContent() {
      const problems: string[] = [];
      for (const folder of docsFolders(context.siteDir)) {
        problems.push(...frontMatterProblems(await readDocs(context.siteDir, folder)));
      }
      if (problems.length > 0) {
        const error = new Error(problems.join('\n'));
        // The lines say all there is to fix; the stack of this plugin would only hide them.
        error.stack = error.message;
        throw error;
      }
    },
  };
}
