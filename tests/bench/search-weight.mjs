#!/usr/bin/env node
/**
 * What searches download, against `searchFirstKbMax` and `searchFurtherKbMax` (budgets.json);
 * `--extra-articles N`: on a copy N articles larger, a question answered here but not there fails.
 */
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';
import {parseArgs} from 'node:util';
import {copySite} from '../../scripts/site-copy.mjs';
import {landings, loadEngine} from './searchEngine.mjs';
import * as bench from './startup.mjs';

const {values} = parseArgs({options: {'extra-articles': {type: 'string', default: '0'}}});
const extra = Number(values['extra-articles']);
/** A visitor's searches in turn, those README.md gives figures for. */
const queries = ['offline', 'how much does it cost', 'Captured content'];

/** The articles' sentences: paragraphs and list items, no front matter, JSX or tables. */
const sentences = (docs) =>
  readdirSync(docs)
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

/** Writes `count` articles of about a thousand words into docs/, the same on every run. */
function writeArticles(docs, count) {
  const pool = sentences(docs);
  const next = bench.seededRandom(42);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const syllables = ['ka', 'lo', 'mir', 'ten', 'vos', 'ul', 'dra', 'pen', 'sik', 'ro', 'gan', 'ze'];
  const word = () =>
    Array.from({length: 2 + Math.floor(next() * 3)}, () => pick(syllables)).join('');
  for (let n = 1; n <= count; n += 1) {
    // Each article brings words no other page has, as real articles name their own things; its
    // title too, without a number ("47 minutes a day" would find "Generated 47").
    const own = Array.from({length: 12}, word);
    const sentence = () =>
      pick(pool)
        .split(' ')
        .map((w) => (next() < 0.08 ? pick(own) : w))
        .join(' ');
    const paragraph = () => Array.from({length: 5}, sentence).join(' ');
    const paragraphs = () => Array.from({length: 3}, paragraph).join('\n\n');
    const kinds = ['setup', 'limits', 'examples', 'details'];
    const sections = [0, 1, 2, 3].map((s) => `## ${own[s]} ${pick(kinds)}\n\n${paragraphs()}\n`);
    writeFileSync(
      join(docs, `generated-${n}.md`),
      `---\ntitle: ${own[0]} ${own[1]}\ndescription: A generated article that makes the site larger, to measure what the first search downloads.\n---\n\n${paragraph()}\n\n${sections.join('\n')}`,
    );
  }
}

/** What each query fetches in one page, from focusing the box until no request is open for 1 s. */
async function searches(browser, base) {
  const page = await browser.newPage({viewport: {width: 1280, height: 800}});
  await page.goto(`${base}/`);
  await bench.waitForHydration(page);
  const files = [];
  let pending = 0;
  let lastChange = Date.now();
  const change = (by) => {
    pending += by;
    lastChange = Date.now();
  };
  const settled = async (request) => {
    const {responseBodySize: bytes} = await request.sizes().catch(() => ({responseBodySize: 0}));
    files.push({path: new URL(request.url()).pathname, bytes});
    change(-1);
  };
  page.on('request', () => change(1));
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  const quiet = async () => {
    while (pending > 0 || Date.now() - lastChange < 1000) await sleep(100);
    return files.splice(0);
  };
  // What the page fetches once started (its links' pages, prefetched) is not the search's.
  await quiet();
  const navbar = page.getByRole('navigation', {name: 'Main'});
  const box = navbar.getByLabel('Search', {exact: true});
  // The first search's files start with the focus, which loads the list of places.
  await box.click();
  const each = [];
  for (const query of queries) {
    await box.fill(query);
    // Listed places, or the status that says no place answers.
    await page.getByRole('option').first().or(navbar.getByRole('status')).waitFor();
    each.push({query, files: await quiet()});
  }
  await page.context().close();
  return each;
}

/** DevTools' "Slow 4G": what a phone on a weak signal gets. */
const slow4g = {offline: false, latency: 150, downloadThroughput: 204800, uploadThroughput: 96000};

/**
 * How long each query, and the tuning set's longest, takes as its page's first search on Slow 4G,
 * from typing it (what focus fetches arrived) to the places or the message that none answers:
 * medians of `runs`.
 */
async function timings(browser, base, runs = 5) {
  // With the tuning set's longest question, whose words' pieces are the most to fetch.
  const longest = bench
    .readJson('tests', 'shared', 'searchQuestions.json')
    .map(({query}) => query)
    .reduce((a, b) => (b.split(' ').length > a.split(' ').length ? b : a));
  const times = new Map([...queries, longest].map((query) => [query, []]));
  for (let run = 0; run < runs; run += 1) {
    for (const query of times.keys()) {
      const context = await browser.newContext({viewport: {width: 1280, height: 800}});
      const page = await context.newPage();
      await page.goto(`${base}/`);
      await bench.waitForHydration(page);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', slow4g);
      const navbar = page.getByRole('navigation', {name: 'Main'});
      const box = navbar.getByLabel('Search', {exact: true});
      // What focus fetches (the list of places, the engine's code) has arrived, as it has by the
      // time a visitor has typed a question.
      await box.click();
      await page.waitForLoadState('networkidle');
      const start = Date.now();
      await box.fill(query);
      await page.getByRole('option').or(navbar.getByRole('status')).first().waitFor();
      times.get(query).push(Date.now() - start);
      await context.close();
    }
  }
  return [...times].map(([query, each]) => ({query, ms: each.sort((a, b) => a - b)[runs >> 1]}));
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const budgets = bench.readJson('tests', 'budgets.json');
const copy = extra > 0 ? copySite('mnemo-search-weight-') : null;
try {
  if (copy) {
    writeArticles(join(copy.site, 'docs'), extra);
    console.log(`Building a copy with ${extra} more articles in ${copy.site}…`);
    copy.docusaurus(['build']);
  }
  const over = [];
  const dir = copy?.build ?? join(bench.root, 'build');
  const [each, times] = await bench.withServedBrowser([dir], 3125, async (browser, [base]) => [
    await searches(browser, base),
    await timings(browser, base),
  ]);
  for (const [index, {query, files}] of each.entries()) {
    const total = files.reduce((sum, file) => sum + file.bytes, 0);
    const max = (index ? budgets.searchFurtherKbMax : budgets.searchFirstKbMax) * 1000;
    const what = `${index ? 'further' : 'first'} search "${query}"`;
    if (total > max) over.push(`${what}: ${kb(total)}, budget ${kb(max)}`);
    console.log(`${what}: ${files.length} requests, ${kb(total)} as sent (budget ${kb(max)})`);
    for (const file of files.sort((a, b) => b.bytes - a.bytes)) {
      console.log(`  ${kb(file.bytes).padStart(9)}  ${file.path}`);
    }
  }
  console.log('\nA first search on Slow 4G, from typing to its places (median of 5):');
  for (const {query, ms} of times) {
    if (ms > budgets.searchShownMsMax) {
      over.push(`"${query}" shown in ${ms} ms, budget ${budgets.searchShownMsMax}`);
    }
    console.log(`  "${query}": ${ms} ms (budget ${budgets.searchShownMsMax} ms)`);
  }
  if (copy) {
    const engine = await loadEngine();
    const list = bench.readJson('tests', 'shared', 'searchQuestions.json');
    const here = await landings(engine, join(bench.root, 'build'), list, 8);
    const there = await landings(engine, copy.build, list, 8);
    const moved = here.filter((found, i) => found.said !== there[i].said);
    const lost = here.filter((found, i) => found.right && !there[i].right);
    const alike = `${list.length - moved.length}/${list.length} questions land where they do on this build`;
    console.log(`\n${alike}; ${lost.length} that it answers right no longer do`);
    for (const found of moved) {
      const {said} = there[here.indexOf(found)];
      const mark = lost.includes(found) ? '✗' : ' ';
      console.log(
        `  ${mark} "${found.question.query}": ${found.said} here, ${said} with ${extra} more`,
      );
    }
    over.push(...lost.map(({question}) => `"${question.query}" is no longer answered right`));
  }
  bench.reportBudgets(over, 'tests/budgets.json');
} finally {
  copy?.remove();
}
