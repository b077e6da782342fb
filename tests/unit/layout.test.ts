/** @jest-environment node */
import {existsSync, statSync} from 'node:fs';
import {dirname, join, relative, resolve, sep} from 'node:path';
import {importsOf, root, sourceFiles} from './imports';

// The site, deploy files and scripts never import tests/: a build must work without them.

const testsDir = join(root, 'tests');

/** The path a module named in `file` points at in the project, null for a package. */
const target = (file: string, specifier: string): string | null =>
  specifier.startsWith('@site/')
    ? join(root, specifier.slice('@site/'.length))
    : specifier.startsWith('.')
      ? resolve(dirname(join(root, file)), specifier)
      : null;

/** Whether a module named in `file` lies under tests/. */
const pointsIntoTests = (file: string, specifier: string) =>
  (target(file, specifier) ?? '').startsWith(testsDir + sep);

// Unit tests beside the code they test may use the shared test helpers.
const files = sourceFiles(['src', 'deploy', 'scripts']).filter((f) => !f.includes('__tests__/'));

it('keeps src/, deploy/, scripts/ and the config files free of imports from tests/', () => {
  expect(files).toEqual(expect.arrayContaining(['docusaurus.config.ts', 'deploy/headers.ts']));
  const offenders = files.flatMap((file) =>
    importsOf(file)
      .filter((specifier) => pointsIntoTests(file, specifier))
      .map((specifier) => `${file} imports '${specifier}': move it out of tests/ (to scripts/)`),
  );
  expect(offenders).toEqual([]);
});

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/** The project's own modules `file` imports, as files relative to the root. */
function localImports(file: string): string[] {
  return importsOf(file).flatMap((specifier) => {
    const base = target(file, specifier);
    if (base === null) return [];
    const ending = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].find((end) => isFile(base + end));
    return ending === undefined ? [] : [relative(root, base + ending)];
  });
}

/** Each circle of imports among `files`, as "a → b → a". */
function importCircles(files: readonly string[]): string[] {
  const graph = new Map(files.map((file) => [file, localImports(file)]));
  const done = new Set<string>();
  const path: string[] = [];
  const circles: string[] = [];
  const visit = (file: string): void => {
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (path.includes(next)) circles.push([...path.slice(path.indexOf(next)), next].join(' → '));
      else if (!done.has(next) && graph.has(next)) visit(next);
    }
    path.pop();
    done.add(file);
  };
  for (const file of files) if (!done.has(file)) visit(file);
  return circles;
}

it('has no circle of imports in src/, deploy/ or scripts/: shared types live in modules of their own', () => {
  expect(importCircles(files)).toEqual([]);
});
