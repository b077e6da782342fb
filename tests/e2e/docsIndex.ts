import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

export interface Article {
  /** File name without extension; also the article's path and its social card's name. */
  slug: string;
  title: string;
}

const docsDir = join(__dirname, '..', '..', 'docs');

/** The articles in docs/, read from their front matter, as a writer adds them. */
export function articles(): Article[] {
  return readdirSync(docsDir)
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => {
      const text = readFileSync(join(docsDir, file), 'utf8');
      const title = /^title:\s*(.+)$/m
        .exec(text)?.[1]
        ?.trim()
        .replace(/^(['"])(.*)\1$/, '$2');
      if (!title) throw new Error(`docs/${file} has no title in its front matter`);
      return {slug: file.replace(/\.mdx?$/, ''), title};
    });
}
