/** @jest-environment node */
import {formatRedirectsFile, redirectablePaths} from '../../deploy/redirects';

describe("the hosts' redirects of a page's other spellings (_redirects)", () => {
  // '/2026' has no letter to change: every spelling of it is itself.
  const routes = ['/', '/support', '/releases/', '/releases/beta', '/2026', '/404.html'];
  const pages = redirectablePaths(routes);
  const rules = formatRedirectsFile(pages)
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(' '));
  const lines = new Set(rules.map((rule) => rule.join(' ')));

  it('list the usual spellings one by one, each to its page, for hosts that match exactly', () => {
    expect(pages).toEqual(['/2026', '/releases', '/releases/beta', '/support']);
    for (const [path, capitalised] of [
      ['/support', '/Support'],
      ['/releases/beta', '/Releases/Beta'],
    ] as const) {
      for (const spelling of [path.toUpperCase(), capitalised]) {
        expect(lines).toContain(`${spelling} ${path} 301`);
        expect(lines).toContain(`${spelling}/ ${path} 301`);
      }
    }
  });

  it('never redirect an address to itself, which would loop', () => {
    expect(rules.filter(([from, to]) => from === to)).toEqual([]);
  });
});
