/** @jest-environment node */
import {existsSync, readdirSync} from 'node:fs';
import {builtinModules} from 'node:module';
import {join} from 'node:path';
import {importsOf, read, root, sourceFiles} from './imports';

// Every imported package is declared, so a clean install cannot lose one that came as another's.
type Dependencies = 'dependencies' | 'devDependencies' | 'peerDependencies';
type PackageJson = {version: string} & Partial<Record<Dependencies, Record<string, string>>>;
const readJson = (...path: string[]): PackageJson => JSON.parse(read(...path));

const pkg = readJson(root, 'package.json');
const declared = new Set(Object.keys({...pkg.dependencies, ...pkg.devDependencies}));

/** Paths, builtins and webpack aliases (the site, the theme, generated files): not packages. */
const notPackages = '. / node: @site/ @theme/ @theme-original/ @theme-init/ @generated/'.split(' ');

/** Docusaurus's client API (`@docusaurus/Link`, `@docusaurus/router`…): one alias per export. */
const docusaurusExports = new Set(
  readdirSync(join(root, 'node_modules', '@docusaurus', 'core', 'lib', 'client', 'exports'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `@docusaurus/${file.slice(0, -'.js'.length)}`),
);

/** Imported on purpose without being declared; each with its reason. */
const undeclaredOnPurpose: Record<string, string> = {
  lighthouse: 'the benchmark (npm run bench) installs it when run, to keep it out of npm ci',
};

/** The package a module specifier names, or null for a relative path, builtin or alias. */
function packageOf(specifier: string): string | null {
  if (notPackages.some((prefix) => specifier.startsWith(prefix))) return null;
  if (builtinModules.includes(specifier.split('/')[0] ?? '')) return null;
  if (docusaurusExports.has(specifier)) return null;
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

const files = sourceFiles(
  ['src', 'scripts', 'deploy', 'tests', 'docs', 'versioned_docs'].filter((dir) =>
    existsSync(join(root, dir)),
  ),
);

describe('imported packages', () => {
  it('are all declared in package.json, read from the site, scripts, deploy, tests and config', () => {
    const config = ['docusaurus.config.ts', 'src/plugins/ssrTemplate.ts', 'deploy/headers.ts'];
    expect(files).toEqual(expect.arrayContaining(config));
    // A module loaded with import() counts too.
    expect(importsOf('src/plugins/ssrTemplate.ts')).toContain('@docusaurus/faster');
    const undeclared: string[] = [];
    for (const file of files) {
      for (const specifier of importsOf(file)) {
        const name = packageOf(specifier);
        if (name === null || declared.has(name) || name in undeclaredOnPurpose) continue;
        undeclared.push(`${file} imports '${specifier}': add "${name}" to package.json`);
      }
    }
    expect(undeclared).toEqual([]);
  });
});

// React 18, not 19: a fifth of the main bundle smaller. This says when Docusaurus drops it.
describe('React', () => {
  const installedMajor = (name: string): number =>
    Number(readJson(root, 'node_modules', name, 'package.json').version.split('.')[0]);

  // A package that refuses it: move to a supported React and compare npm run bench before and
  // after. (test.each fails on an empty table: some package is always checked.)
  const scope = join(root, 'node_modules', '@docusaurus');
  const reactRanges = readdirSync(scope).flatMap((name) => {
    const range = readJson(scope, name, 'package.json').peerDependencies?.react;
    return range ? [{name, range}] : [];
  });

  it.each(reactRanges)('is a version @docusaurus/$name still supports ($range)', ({range}) => {
    // Ranges of the form "^18.0.0 || ^19.0.0", or "*".
    const majors = range.split('||').map((part) => Number(/^\s*\^?(\d+)/.exec(part)?.[1]));
    expect(range.trim() === '*' || majors.includes(installedMajor('react'))).toBe(true);
  });
});
