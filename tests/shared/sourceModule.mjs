/* global Buffer */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import ts from 'typescript';

/** A module of the site that imports nothing (`path` from the checkout's root), as it is. */
export async function sourceModule(path) {
  const source = readFileSync(join(import.meta.dirname, '..', '..', path), 'utf8');
  const {outputText} = ts.transpileModule(source, {
    compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
}
