import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

/** Runs `work` on a new temporary folder, removed afterwards whatever happens. */
export function inTempDir<T>(prefix: string, work: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  try {
    return work(dir);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

/** A new temporary folder for each test, set up by `setUp` and removed after the test. */
export function dirPerTest(prefix: string, setUp: (dir: string) => void = () => {}): () => string {
  let dir = '';
  beforeEach(() => setUp((dir = mkdtempSync(join(tmpdir(), prefix)))));
  afterEach(() => rmSync(dir, {recursive: true, force: true}));
  return () => dir;
}
