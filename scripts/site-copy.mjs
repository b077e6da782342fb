/**
 * A throw-away copy of the site, sharing this checkout's node_modules, for tests that change
 * what a writer or a maintainer would (an article, a release, the brand) and build it.
 */
import {execFileSync} from 'node:child_process';
import {cpSync, mkdtempSync, realpathSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {basename, join} from 'node:path';

export const root = join(import.meta.dirname, '..');

/** What the copy leaves out: installs, outputs and caches of this checkout. */
const skipped = new Set([
  'node_modules',
  'build',
  '.docusaurus',
  '.git',
  'test-results',
  'playwright-report',
  '.bench',
]);

/** Copies the site to a new temporary directory whose name starts with `prefix`. */
export function copySite(prefix) {
  const site = mkdtempSync(join(tmpdir(), prefix));
  cpSync(root, site, {
    recursive: true,
    filter: (source) => !skipped.has(basename(source)) || source === root,
  });
  symlinkSync(realpathSync(join(root, 'node_modules')), join(site, 'node_modules'), 'dir');
  return {
    site,
    build: join(site, 'build'),
    /** Runs the Docusaurus CLI in the copy, as a production run, with extra environment. */
    docusaurus(args, env = {}) {
      execFileSync(
        process.execPath,
        [join(site, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'), ...args],
        {
          cwd: site,
          stdio: ['ignore', 'ignore', 'pipe'],
          env: {...process.env, NODE_ENV: 'production', ...env},
        },
      );
    },
    remove() {
      rmSync(site, {recursive: true, force: true});
    },
  };
}
