#!/usr/bin/env node
/**
 * Copies the site-wide headers of build/_headers into deploy/nginx.conf, between its BEGIN and
 * END lines, so that self-hosting sends what the CDN hosts send.
 *
 * Usage (after `npm run build`):
 *   npm run nginx:headers             rewrite deploy/nginx.conf
 *   npm run nginx:headers -- --check  exit 1 if deploy/nginx.conf is out of date
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {parseHeadersFile} from '../scripts/headers.mjs';

const begin = '    # BEGIN headers from build/_headers';
const end = '    # END headers from build/_headers';

/**
 * nginx lines for the `/*` rule. Other rules (hashed-asset caching) are written by hand in
 * nginx.conf, and the end-to-end tests compare every path's headers with build/_headers.
 */
export function nginxHeaderLines(rules) {
  const siteWide = rules.find((rule) => rule.pattern === '/*');
  if (!siteWide) throw new Error('_headers has no "/*" rule');
  return siteWide.headers.map(([name, value]) => {
    if (value.includes('"')) throw new Error(`${name}: a double quote cannot be copied to nginx`);
    return `    add_header ${name} "${value}" always;`;
  });
}

/** nginx.conf with its header block replaced. */
export function withHeaderBlock(conf, lines) {
  const start = conf.indexOf(begin);
  const stop = conf.indexOf(end);
  if (start < 0 || stop < start)
    throw new Error(`nginx.conf needs the lines "${begin.trim()}" and "${end.trim()}"`);
  return `${conf.slice(0, start + begin.length)}\n${lines.join('\n')}\n${conf.slice(stop)}`;
}

const isCli = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isCli) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const confPath = join(root, 'deploy', 'nginx.conf');
  const conf = readFileSync(confPath, 'utf8');
  const rules = parseHeadersFile(readFileSync(join(root, 'build', '_headers'), 'utf8'));
  const updated = withHeaderBlock(conf, nginxHeaderLines(rules));
  if (process.argv.includes('--check')) {
    if (updated !== conf) {
      console.error('deploy/nginx.conf differs from build/_headers: run "npm run nginx:headers".');
      process.exit(1);
    }
    console.log('deploy/nginx.conf matches build/_headers.');
  } else {
    writeFileSync(confPath, updated);
    console.log(
      updated === conf ? 'deploy/nginx.conf already up to date.' : 'Updated deploy/nginx.conf.',
    );
  }
}
