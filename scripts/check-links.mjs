#!/usr/bin/env node
/**
 * Crawls the served site from its home page and checks every internal link and anchor; other
 * hosts are not fetched. Exit code 1 and a list when anything is broken.
 *
 * Usage: node scripts/check-links.mjs http://127.0.0.1:3100
 */
import {check} from 'linkinator';

const base = (process.argv[2] ?? 'http://127.0.0.1:3100').replace(/\/$/, '');
const origin = new URL(base).origin;

const result = await check({
  path: `${base}/`,
  recurse: true,
  // trailingSlash: false pages live at /support (support.html); the server maps them.
  cleanUrls: true,
  checkFragments: true,
  concurrency: 4,
  timeout: 20_000,
  // Each link is given as the URL linkinator resolved it to.
  linksToSkip: async (link) => new URL(link).origin !== origin,
});

const broken = result.links.filter((link) => link.state === 'BROKEN');
const checked = result.links.filter((link) => link.state === 'OK');
console.log(
  `linkinator: checked ${checked.length} internal links from ${base}/, broken: ${broken.length}`,
);
for (const link of broken) {
  console.log(
    `  ${link.status ?? '-'} ${link.url} (on ${link.parent ?? '?'})${
      link.failureDetails?.length ? `: ${JSON.stringify(link.failureDetails).slice(0, 200)}` : ''
    }`,
  );
}
process.exitCode = broken.length > 0 ? 1 : 0;
