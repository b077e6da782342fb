import {execFileSync} from 'node:child_process';

/**
 * Whether the site's Git history is there to date its pages. A shallow clone (CI's default)
 * dates every file at the clone's one commit, and a copy without .git has no dates at all: in
 * both cases the pages show no "Last updated" date rather than a wrong one.
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
