/** @jest-environment node */
import {spawnSync} from 'node:child_process';
import {root} from './imports';

/**
 * npm 11 runs a dependency's install script only when package.json's `allowScripts` approves it,
 * and warns on `npm ci` about each one nobody has decided on. Every such script is decided here:
 * native-binding fallbacks that may be needed are approved, banners and opt-in source builds are
 * denied. A new dependency that brings an undecided script fails this test until someone decides
 * (`npm install-scripts approve NAME` or `npm install-scripts deny NAME`).
 */

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (args: string[]) =>
  spawnSync(npm, args, {cwd: root, encoding: 'utf8', env: {...process.env, NO_COLOR: '1'}});

const [major = 0, minor = 0] = run(['--version']).stdout.trim().split('.').map(Number);
// Install-script review arrived in npm 11.19; older npm runs every script and has nothing to ask.
const reviews = major > 11 || (major === 11 && minor >= 19);

(reviews ? it : it.skip)(
  `no dependency has an install script that package.json leaves undecided${reviews ? '' : ' (skipped: npm before 11.19 does not review install scripts)'}`,
  () => {
    const listed = run(['install-scripts', 'ls', '--json']);
    expect(listed.status).toBe(0);
    const pending = (
      JSON.parse(listed.stdout) as {allowScripts: {name: string; changes: {key: string}[]}[]}
    ).allowScripts.flatMap(({changes}) => changes.map(({key}) => key));
    expect(pending).toEqual([]);
  },
);
