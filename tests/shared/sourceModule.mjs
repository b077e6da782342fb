import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {basename, dirname, join} from 'node:path';
import {pathToFileURL} from 'node:url';
import ts from 'typescript';

const root = join(import.meta.dirname, '..', '..');

/** Compiles a site module (`path` from the root) with its folder's imports, its only ones. */
export async function sourceModule(path) {
  const dir = join(root, 'node_modules', '.cache', 'mnemo-source', dirname(path));
  mkdirSync(dir, {recursive: true});
  const compile = (name) => {
    const source = readFileSync(join(root, dirname(path), `${name}.ts`), 'utf8');
    const {outputText} = ts.transpileModule(source, {
      compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
    });
    // Each import of a sibling, with the extension Node needs, compiled in turn.
    const linked = outputText.replace(/(from\s+)(['"])\.\/(\w+)\2/g, (_, from, quote, sibling) => {
      compile(sibling);
      return `${from}${quote}./${sibling}.mjs${quote}`;
    });
    writeFileSync(join(dir, `${name}.mjs`), linked);
  };
  const name = basename(path, '.ts');
  compile(name);
  return import(pathToFileURL(join(dir, `${name}.mjs`)).href);
}
