/** Whether a path names a file this process may run (the tests' browser, nginx). */
import {accessSync, constants, statSync} from 'node:fs';

export function isExecutableFile(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
