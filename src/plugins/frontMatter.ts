/**
 * The one reader of docs' front matter for the build, the tests and the scripts, and the build's
 * check of it: one line per problem, naming the file and the field.
 */
import {existsSync, readdirSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {join} from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER, GlobExcludeDefault, Globby} from '@docusaurus/utils';
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

/** Every Markdown file under `dir` of the site but partials, globbed as the content plugins do. */
export async function readDocs(siteDir: string, dir = 'docs') {
  const root = join(siteDir, dir);
  const names = await Globby('**/*.{md,mdx}', {cwd: root, ignore: GlobExcludeDefault});
  return Promise.all(
    names.sort().map(async (path) => {
      const filePath = join(root, path);
      const fileContent = await readFile(filePath, 'utf8');
      const {frontMatter, content} = await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent});
      const name = path.replace(/\.mdx?$/, '');
      return {file: `${dir}/${path}`, name, frontMatter, body: content};
    }),
  );
}

/** The docs folders of the site: the working copy and every released version. */
function docsFolders(siteDir: string): string[] {
  const versioned = join(siteDir, 'versioned_docs');
  const versions = existsSync(versioned)
    ? readdirSync(versioned).map((version) => `versioned_docs/${version}`)
    : [];
  return ['docs', ...versions];
}

export const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value.trim() : undefined;

/** What is wrong with a front matter description, if anything. */
export function descriptionProblem(value: unknown): string | undefined {
  const description = text(value);
  const {min, max} = descriptionLength;
  if (!description) return 'is missing or empty';
  if (description.length < min || description.length > max) {
    return `has ${description.length} characters; write ${min}–${max}`;
  }
  return undefined;
}

/** Fails the build with one line per problem, without the stack, which would only hide them. */
export function failOn(problems: readonly string[]): void {
  if (problems.length === 0) return;
  const error = new Error(problems.join('\n'));
  error.stack = error.message;
  throw error;
}

/** One line per problem in one docs folder's front matter; none when all is well. */
export function frontMatterProblems(docs: DocFile[]): string[] {
  const problems: string[] = [];
  const titles = new Map<string, string>();
  for (const {file, name, frontMatter} of docs) {
    const title = text(frontMatter.title);
    if (!title) problems.push(`${file}: front matter "title" is missing or empty`);
    const description = descriptionProblem(frontMatter.description);
    if (description) problems.push(`${file}: front matter "description" ${description}`);
    if (frontMatter.slug !== undefined && frontMatter.slug !== `/${name}`) {
      problems.push(
        `${file}: front matter "slug" is ${JSON.stringify(frontMatter.slug)}; remove it or write "/${name}" to match the file name`,
      );
    }
    const first = title && titles.get(title.toLowerCase());
    if (first) {
      problems.push(`${file}: front matter "title" "${title}" is already the title of ${first}`);
    } else if (title) {
      titles.set(title.toLowerCase(), file);
    }
  }
  return problems;
}

/** Fails the build, before anything is bundled, when a doc's front matter is wrong. */
export default function frontMatterPlugin(context: LoadContext): Plugin {
  return {
    name: 'front-matter-check',
    async loadContent() {
      const {siteDir} = context;
      const folders = docsFolders(siteDir).map((folder) => readDocs(siteDir, folder));
      failOn((await Promise.all(folders)).flatMap(frontMatterProblems));
    },
  };
}
