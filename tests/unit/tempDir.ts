import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';

/** Files by their paths under a folder, with their text. */
type Files = Record<string, string>;

/** Writes `files` under `dir`, making the folders they are in; returns `dir`. */
export function writeFiles(dir: string, files: Files): string {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), {recursive: true});
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** Runs `work` on a new temporary folder holding `files`, removed afterwards whatever happens. */
export function inTempDir<T>(prefix: string, files: Files, work: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  try {
    return work(writeFiles(dir, files));
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

/** A new temporary folder for each test, holding `files`, removed after the test. */
export function dirPerTest(prefix: string, files: Files = {}): () => string {
  let dir = '';
  beforeEach(() => (dir = writeFiles(mkdtempSync(join(tmpdir(), prefix)), files)));
  afterEach(() => rmSync(dir, {recursive: true, force: true}));
  return () => dir;
}
