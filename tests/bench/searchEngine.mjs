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

const modules = ['engine', 'places', 'words'];

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

/** Where a build's search lands for each question: its first place, and whether it answers. */
export async function landings(engine, buildDir, questions, limit) {
  const reader = engine.indexReader(async (path) =>
    JSON.parse(readFileSync(join(buildDir, 'search-index', path), 'utf8')),
  );
  const found = new Map();
  for (const {query} of questions) {
    const {places, confident} = await engine.searchSite(query, {reader, limit});
    found.set(query, `${confident ? '' : '(no direct answer) '}${places[0]?.url ?? 'nothing'}`);
  }
  return found;
}
