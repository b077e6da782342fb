import {join} from 'node:path';
import {readDocs} from '../../src/plugins/frontMatter';

export interface Article {
  /** File name without extension; also the article's path. */
  slug: string;
  title: string;
}

const root = join(__dirname, '..', '..');

/** The articles in docs/, read from their front matter, as a writer adds them. */
export async function articles(): Promise<Article[]> {
  return (await readDocs(root)).map(({file, name, frontMatter}) => {
    if (typeof frontMatter.title !== 'string') throw new Error(`${file} has no title`);
    return {slug: name, title: frontMatter.title};
  });
}
