/** @jest-environment node */
import {dirname, join, resolve, sep} from 'node:path';
import {importsOf, root, sourceFiles} from './imports';

// The site, deploy files and scripts never import tests/: a build must work without them.

const testsDir = join(root, 'tests');

/** Whether a module named in `file` lies under tests/ (a package does not). */
const pointsIntoTests = (file: string, specifier: string) =>
  (specifier.startsWith('@site/')
    ? join(root, specifier.slice('@site/'.length))
    : resolve(dirname(join(root, file)), specifier)
  ).startsWith(testsDir + sep);

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
