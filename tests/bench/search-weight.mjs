#!/usr/bin/env node
/**
 * What a visitor's searches download (bytes as sent, fresh context): every request from focusing
 * the navbar search box until the first query's results are listed and the network is quiet, then
 * what each further query adds, against `searchFirstKbMax` and `searchFurtherKbMax` of
 * tests/budgets.json. `--extra-articles N`: on a temporary copy with N more articles (written from
 * the sentences of docs/), also where each question of tests/shared/searchQuestions.json lands there
 * against this build. Exits non-zero over a budget, or when a question answered right here is not
 * on the copy. Port: BENCH_PORT (default 3125).
 *
 *   node tests/bench/search-weight.mjs [--extra-articles 150] [--query "export notes"]...
 */
/* global document, setTimeout -- Node globals, the benchmark's own waits, and a function run in the page */
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import {copySite} from '../../scripts/site-copy.mjs';
import {landings, loadEngine} from './searchEngine.mjs';
import {root, seededRandom, withServedBrowser} from './startup.mjs';

const {values} = parseArgs({
  options: {
    'extra-articles': {type: 'string', default: '0'},
    query: {
      type: 'string',
      multiple: true,
      default: ['offline', 'how much does it cost', 'Captured content'],
    },
  },
});
const extra = Number(values['extra-articles']);
const port = Number(process.env.BENCH_PORT ?? 3125);

/**
 * Sentences of the site's articles: their paragraphs and list items (lines wrapped in the source
 * joined again), without front matter, imports, JSX or tables, links reduced to their text.
 */
function sentences(site) {
  const docs = join(site, 'docs');
  return readdirSync(docs)
    .filter((file) => /\.mdx?$/.test(file))
    .flatMap((file) =>
      readFileSync(join(docs, file), 'utf8')
        .replace(/^---[\s\S]*?---/, '')
        .split(/\n\s*\n|\n(?=\s*[-*] )/)
        .map((block) =>
          block
            .replace(/^\s*[-*] /, '')
            .replace(/\s*\n\s*/g, ' ')
            .trim(),
        )
        .filter((block) => /^[A-Z]/.test(block) && !/[<>{}|#]/.test(block))
        .map((block) => block.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1').replace(/[*_`]/g, ''))
        .flatMap((block) => block.match(/[^.?!]+[.?!]/g) ?? []),
    )
    .map((sentence) => sentence.trim())
    .filter((sentence) => /^[A-Z]/.test(sentence) && sentence.split(' ').length >= 4);
}

/** Writes `count` articles of about a thousand words into the copy's docs/. */
function writeArticles(site, count) {
  const pool = sentences(site);
  // Seeded, so that two runs write the same articles.
  const next = seededRandom(42);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const syllables = ['ka', 'lo', 'mir', 'ten', 'vos', 'ul', 'dra', 'pen', 'sik', 'ro', 'gan', 'ze'];
  const word = () =>
    Array.from({length: 2 + Math.floor(next() * 3)}, () => pick(syllables)).join('');
  for (let n = 1; n <= count; n += 1) {
    // Each article brings words no other page has, as real articles name their own things.
    const own = Array.from({length: 12}, word);
    const paragraph = () =>
      Array.from({length: 5}, () =>
        pick(pool)
          .split(' ')
          .map((w) => (next() < 0.08 ? pick(own) : w))
          .join(' '),
      ).join(' ');
    const sections = [0, 1, 2, 3].map(
      (s) =>
        `## ${own[s]} ${pick(['setup', 'limits', 'examples', 'details'])}\n\n${paragraph()}\n\n${paragraph()}\n\n${paragraph()}\n`,
    );
    writeFileSync(
      join(site, 'docs', `generated-${n}.md`),
      `---\ntitle: Generated ${n} ${own[0]}\ndescription: A generated article that makes the site larger, to measure what the first search downloads.\n---\n\n${paragraph()}\n\n${sections.join('\n')}`,
    );
  }
}

/**
 * The requests of each search for `queries` in turn, in one page: from focusing the box until the
 * network is quiet after the first query's places, then after each further query's.
 */
async function searches(browser, base, queries) {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  let recording = false;
  let files = [];
  let pending = 0;
  let lastChange = Date.now();
  const quiet = async () => {
    while (pending > 0 || Date.now() - lastChange < 1000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const settled = async (request) => {
    const sizes = await request.sizes().catch(() => ({responseBodySize: 0}));
    if (recording)
      files.push({path: new URL(request.url()).pathname, bytes: sizes.responseBodySize});
    pending -= 1;
    lastChange = Date.now();
  };
  page.on('request', () => {
    pending += 1;
    lastChange = Date.now();
  });
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  // What the page fetches on its own once it has started (the router prefetches the pages its
  // links lead to) is not the search's.
  await quiet();
  recording = true;
  const navbar = page.getByRole('navigation', {name: 'Main'});
  const box = navbar.getByLabel('Search', {exact: true});
  // The first search's files start with the focus, which loads the list of places.
  await box.click();
  const each = [];
  for (const query of queries) {
    await box.fill(query);
    // Listed places, or the status that says no place answers.
    await page.getByRole('option').first().or(navbar.getByRole('status')).waitFor();
    await quiet();
    each.push({query, files});
    files = [];
  }
  await context.close();
  return each;
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

const budgets = JSON.parse(readFileSync(join(root, 'tests', 'budgets.json'), 'utf8'));

const copy = extra > 0 ? copySite('mnemo-search-weight-') : null;
try {
  if (copy) {
    writeArticles(copy.site, extra);
    console.log(`Building a copy with ${extra} more articles in ${copy.site}…`);
    copy.docusaurus(['build']);
  }
  const over = [];
  await withServedBrowser(copy?.build ?? join(root, 'build'), port, async (browser, base) => {
    const each = await searches(browser, base, values.query);
    each.forEach(({query, files}, index) => {
      const total = files.reduce((sum, file) => sum + file.bytes, 0);
      const max = (index === 0 ? budgets.searchFirstKbMax : budgets.searchFurtherKbMax) * 1000;
      const what = index === 0 ? 'first search' : 'further search';
      if (total > max) over.push(`${what} "${query}": ${kb(total)}, budget ${kb(max)}`);
      console.log(
        `${what} "${query}": ${files.length} requests, ${kb(total)} as sent (budget ${kb(max)})`,
      );
      for (const file of files.sort((a, b) => b.bytes - a.bytes)) {
        console.log(`  ${kb(file.bytes).padStart(9)}  ${file.path}`);
      }
    });
  });
  if (copy) {
    const engine = await loadEngine();
    const list = JSON.parse(readFileSync(join(root, 'tests', 'shared', 'searchQuestions.json')));
    const limit = 8;
    const here = await landings(engine, join(root, 'build'), list, limit);
    const there = await landings(engine, copy.build, list, limit);
    const moved = list.filter(({query}) => here.get(query).said !== there.get(query).said);
    const lost = list.filter(({query}) => here.get(query).right && !there.get(query).right);
    console.log(
      `\n${list.length - moved.length}/${list.length} questions land where they do on this build; ${lost.length} that it answers right no longer do`,
    );
    for (const {query} of moved) {
      const [a, b] = [here.get(query), there.get(query)];
      const mark = a.right && !b.right ? '✗' : ' ';
      console.log(`  ${mark} "${query}": ${a.said} here, ${b.said} with ${extra} more`);
    }
    for (const {query} of lost) over.push(`"${query}" is no longer answered right`);
  }
  if (over.length > 0) {
    console.log(`\nOver budget: ${over.join('; ')}`);
    process.exitCode = 1;
  }
} finally {
  copy?.remove();
}
