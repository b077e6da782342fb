import {execFileSync} from 'node:child_process';

/**
 * Whether the Git history is all there to date the pages: a shallow clone (CI's default) dates
 * every file at its one commit, a copy without .git has no dates; then no page shows a date.
 */
export function hasFullGitHistory(siteDir: string): boolean {
  try {
    const shallow = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {
      cwd: siteDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return shallow.trim() === 'false';
  } catch {
    return false;
  }
}
