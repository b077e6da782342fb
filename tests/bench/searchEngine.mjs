/**
 * The site search's engine (src/search/), run in Node on a build's index as the browser runs it:
 * its TypeScript modules (they import nothing else of the site) compiled in node_modules/.cache/.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import ts from 'typescript';
import {root} from './startup.mjs';

/** The engine's module, with `searchSite` and `indexReader`. */
export async function loadEngine() {
  const dir = join(root, 'node_modules', '.cache', 'mnemo-search-engine');
  mkdirSync(dir, {recursive: true});
  for (const name of ['engine', 'confidence', 'places', 'words']) {
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
 * Where a build's search lands for each question: what it says (its first place, or no direct
 * answer), whether its first place answers (`first`), whether that is `right` (answers with
 * confidence; for a question the site does not answer, no direct answer), and its `evidence`.
 */
export async function landings(engine, buildDir, questions, limit) {
  const reader = engine.indexReader(async (path) =>
    JSON.parse(readFileSync(join(buildDir, 'search-index', path), 'utf8')),
  );
  const found = [];
  for (const question of questions) {
    const {places, confident, evidence} = await engine.searchSite(question.query, {reader, limit});
    const first = places[0] !== undefined && answers(places[0].url, question);
    const right = question.answers.length === 0 ? !confident : confident && first;
    const said = `${confident ? '' : '(no direct answer) '}${places[0]?.url ?? 'nothing'}`;
    found.push({said, first, right, evidence});
  }
  return found;
}
