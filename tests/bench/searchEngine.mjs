/**
 * The site search's engine (src/search/), run in Node on a build's index, as the browser runs it:
 * its TypeScript modules compiled as they are into node_modules/.cache/, which imports nothing
 * else of the site.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import ts from 'typescript';
import {root} from './startup.mjs';

const modules = ['engine', 'confidence', 'places', 'words'];

/** The engine's module, with `searchSite` and `indexReader`. */
export async function loadEngine() {
  const dir = join(root, 'node_modules', '.cache', 'mnemo-search-engine');
  mkdirSync(dir, {recursive: true});
  for (const name of modules) {
    const source = readFileSync(join(root, 'src', 'search', `${name}.ts`), 'utf8');
    const {outputText} = ts.transpileModule(source, {
      compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
    });
    // Each module's imports of the others, with the extension Node needs.
    const linked = outputText.replace(/(from\s+)(['"])\.\/(\w+)\2/g, '$1$2./$3.mjs$2');
    writeFileSync(join(dir, `${name}.mjs`), linked);
  }
  return import(pathToFileURL(join(dir, 'engine.mjs')).href);
}

/** A place answers a question when it is one of its places, or on a page named without anchor. */
export const answers = (place, question) =>
  question.answers.some((answer) =>
    answer.includes('#') ? place === answer : place.replace(/#.*$/, '') === answer,
  );

/**
 * Where a build's search lands for each question: what it says (its first place, or that there
 * is no direct answer), and whether that is right (the first place answers it, with confidence;
 * or, for a question the site does not answer, no direct answer).
 */
export async function landings(engine, buildDir, questions, limit) {
  const reader = engine.indexReader(async (path) =>
    JSON.parse(readFileSync(join(buildDir, 'search-index', path), 'utf8')),
  );
  const found = new Map();
  for (const question of questions) {
    const {places, confident} = await engine.searchSite(question.query, {reader, limit});
    const first = places[0]?.url;
    const right =
      question.answers.length === 0
        ? !confident
        : confident && first !== undefined && answers(first, question);
    found.set(question.query, {
      said: `${confident ? '' : '(no direct answer) '}${first ?? 'nothing'}`,
      right,
    });
  }
  return found;
}
