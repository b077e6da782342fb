/** @jest-environment node */
import {spawnSync} from 'node:child_process';
import {root} from './imports';

/**
 * npm runs a dependency's install script only when package.json's `allowScripts` approves it. A
 * new undecided one fails here until someone runs `npm install-scripts approve|deny NAME`.
 */
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (...args: string[]) =>
  spawnSync(npm, args, {cwd: root, encoding: 'utf8', env: {...process.env, NO_COLOR: '1'}});

const [major = 0, minor = 0] = run('--version').stdout.trim().split('.').map(Number);
// Install-script review arrived in npm 11.19; older npm runs every script and has nothing to ask.
const reviews = major > 11 || (major === 11 && minor >= 19);

(reviews ? it : it.skip)(
  `no dependency has an install script that package.json leaves undecided${reviews ? '' : ' (skipped: npm before 11.19 does not review install scripts)'}`,
  () => {
    const listed = run('install-scripts', 'ls', '--json');
    expect(listed.status).toBe(0);
    const {allowScripts}: {allowScripts: {changes: {key: string}[]}[]} = JSON.parse(listed.stdout);
    expect(allowScripts.flatMap(({changes}) => changes.map(({key}) => key))).toEqual([]);
  },
);
