#!/usr/bin/env node
/**
 * How well the site search, and stock Pagefind on the same index, answer the questions of
 * tests/shared/searchQuestions.json (the set the search is tuned on) and searchHeldOut.json beside
 * this file (written from the pages alone, never tuned or fitted on; with --fitted, also
 * searchFitted.json, which the confidence model is fitted on) on build/: top-1, top-3, the honest
 * "no direct answer" for what the site does not answer, and how often an answered question is
 * told so; exits non-zero below the goals on the held-out set. A place answers when it is one of
 * the question's places, or a part of a page one names without an anchor. Port: BENCH_PORT
 * (default 3135).
 *
 *   npm run build && npm run bench:search
 *   npm run bench:search -- --verbose     # every question, with the first three places
 *   npm run bench:search -- --fitted      # the fitted set too (about ten minutes more)
 */
/* global document, window -- functions run in the page */
import {readFileSync, writeFileSync} from 'node:fs';
import {cp, mkdtemp, readdir, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import {answers} from './searchEngine.mjs';
import {root, withServedBrowser} from './startup.mjs';

const {values} = parseArgs({
  options: {verbose: {type: 'boolean', default: false}, fitted: {type: 'boolean', default: false}},
});
const port = Number(process.env.BENCH_PORT ?? 3135);
/** The search's goals (tests/budgets.json); `falseNone` is a ceiling. */
const goals = JSON.parse(readFileSync(join(root, 'tests', 'budgets.json'), 'utf8')).search;

/**
 * What the site's search page says for a query: the places it lists, in order, and whether it
 * says there is no direct answer (then the places are only related).
 */
async function ourPlaces(page, base, query) {
  const main = page.getByRole('main');
  if (new URL(page.url()).pathname === '/search') {
    // Typed into the page's own box, as a visitor searches again: the page stays.
    await main.getByRole('searchbox').fill(query);
    await main.getByRole('searchbox').press('Enter');
  } else {
    await page.goto(`${base}/search?q=${encodeURIComponent(query)}`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  }
  // Done once its title holds the query and it says how many places match, or that none does.
  await page.waitForFunction(
    (typed) =>
      document.querySelector('h1')?.textContent?.includes(`“${typed}”`) &&
      /\S/.test(document.querySelector('main [aria-live]')?.textContent ?? '') &&
      !document.querySelector('main [aria-live]')?.textContent?.includes('Searching'),
    query.trim(),
  );
  const places = await main
    .locator('article h2 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const none = places.length === 0 || (await main.locator('[data-no-direct-answer]').count()) > 0;
  return {places, none};
}

/** The places stock Pagefind gives for a query: each result page's best part, in its order. */
async function stockPlaces(page, query) {
  return page.evaluate(async (term) => {
    if (!window.stockPagefind) {
      const pagefind = await import('/pagefind/pagefind.js');
      await pagefind.options({baseUrl: '/'});
      await pagefind.init();
      window.stockPagefind = pagefind;
    }
    const {results} = await window.stockPagefind.search(term);
    const pages = await Promise.all(results.slice(0, 10).map((result) => result.data()));
    const score = (sub) => sub.weighted_locations.reduce((sum, w) => sum + w.balanced_score, 0);
    return pages.map((data) => {
      const best = [...data.sub_results].sort((a, b) => score(b) - score(a))[0];
      // A home section's heading stands for its section, as the site links it.
      return (best?.url ?? data.url).replace(/^\/#([\w-]+)-title$/, '/#$1');
    });
  }, query);
}

const percent = (value) => `${(value * 100).toFixed(0)} %`;

/**
 * Prints the shares against the goals and the questions missed (all with --verbose). The held-out
 * set's questions are printed only with --verbose: a miss read there invites tuning on it.
 */
function score(name, rows, {heldOut = false} = {}) {
  const confident = ({none}) => !none;
  const first = (row) =>
    confident(row) && row.places[0] !== undefined && answers(row.places[0], row.question);
  const top3 = (row) =>
    confident(row) && row.places.slice(0, 3).some((place) => answers(place, row.question));
  const checks = [
    ['top1', 'top-1', true, first],
    ['top3', 'top-3', true, top3],
    ['none', 'says no answer', false, ({none}) => none],
    ['falseNone', 'told no answer', true, ({none}) => none],
  ];
  console.log(`\n${name}`);
  const shares = {};
  for (const [key, label, answered, test] of checks) {
    const whole = rows.filter(({question}) => question.answers.length > 0 === answered);
    const part = whole.filter(test).length;
    shares[key] = whole.length === 0 ? (key === 'falseNone' ? 0 : 1) : part / whole.length;
    const met = key === 'falseNone' ? shares[key] <= goals[key] : shares[key] >= goals[key];
    const goal = `goal ${key === 'falseNone' ? '≤' : '≥'} ${percent(goals[key])}`;
    console.log(
      `  ${label.padEnd(15)} ${String(part).padStart(2)}/${String(whole.length).padEnd(3)} ${percent(shares[key]).padStart(5)}  (${goal})${met ? '' : '  ✗'}`,
    );
  }
  for (const row of rows) {
    const {question, places, none} = row;
    const ok = question.answers.length === 0 ? none : first(row);
    if (values.verbose || (!ok && !heldOut)) {
      const expected = question.answers.join(' | ') || 'none';
      const said = `${none ? '(no direct answer) ' : ''}${places.slice(0, 3).join(', ') || 'nothing'}`;
      console.log(`  ${ok ? ' ' : '✗'} "${question.query}" → ${said}  (expected ${expected})`);
    }
  }
  return shares;
}

const questions = (...path) => JSON.parse(readFileSync(join(root, 'tests', ...path), 'utf8'));
const sets = [
  ['tuning set', questions('shared', 'searchQuestions.json')],
  ['held-out set', questions('bench', 'searchHeldOut.json')],
  ...(values.fitted ? [['fitted set', questions('bench', 'searchFitted.json')]] : []),
];
/**
 * The build with stock Pagefind's index beside it (the site's own search does not use Pagefind):
 * a copy of build/ where Pagefind indexes what the site's index reads of each page, as it ships.
 */
async function withStockIndex() {
  const dir = await mkdtemp(join(tmpdir(), 'mnemo-stock-'));
  await cp(join(root, 'build'), dir, {recursive: true});
  // What the site's own index leaves out (src/plugins/searchPlaces.ts), left out here too.
  const places = readFileSync(join(root, 'src', 'plugins', 'searchPlaces.ts'), 'utf8');
  const list = /notSearchedSelectors = (\[[\s\S]*?\n\]);/.exec(places)[1];
  const excludeSelectors = [...list.matchAll(/'([^']*)'/g)].map(([, selector]) => selector);
  const pagefind = await import('pagefind');
  const {index} = await pagefind.createIndex({excludeSelectors});
  // A space between elements, as the site's index reads them, so that no two words run together.
  const inline = 'a|abbr|b|code|em|i|kbd|mark|q|s|small|span|strong|sub|sup|time|u|wbr';
  const spaced = (html) =>
    html
      .replace(new RegExp(`<(?!(?:${inline})\\b)([a-z][\\w-]*)`, 'gi'), ' <$1')
      .replace(new RegExp(`(</(?!(?:${inline})>)[a-z][\\w-]*>)`, 'gi'), '$1 ');
  const pages = (await readdir(dir, {recursive: true})).filter(
    (file) => file.endsWith('.html') && !/^(404|search)\.html$/.test(file),
  );
  for (const file of pages) {
    const url = `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;
    // A doc's title and text, which the site's index reads from the theme's class, as Pagefind's body.
    const html = readFileSync(join(dir, file), 'utf8').replace(
      /<div (?=class="?theme-doc-markdown[\s"])/,
      '<div data-pagefind-body ',
    );
    await index.addHTMLFile({url, content: spaced(html)});
  }
  await index.writeFiles({outputPath: join(dir, 'pagefind')});
  await pagefind.close();
  // Pagefind compiles WebAssembly, which the site's own policy does not allow: the copy does.
  const headers = join(dir, '_headers');
  const policy = readFileSync(headers, 'utf8');
  writeFileSync(
    headers,
    policy.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'"),
  );
  return dir;
}

const served = await withStockIndex();
await withServedBrowser(served, port, async (browser, base) => {
  const page = await browser.newPage({baseURL: base});
  let held;
  for (const [name, list] of sets) {
    const rows = [];
    const stock = [];
    for (const question of list) {
      rows.push({question, ...(await ourPlaces(page, base, question.query))});
      const places = await stockPlaces(page, question.query);
      stock.push({question, places, none: places.length === 0});
    }
    const answered = list.filter((q) => q.answers.length > 0).length;
    console.log(
      `\n== ${name}: ${list.length} questions (${answered} answered by the site, ${list.length - answered} not)`,
    );
    const heldOut = name === 'held-out set';
    const shares = score('Site search', rows, {heldOut});
    if (heldOut) held = shares;
    score('Stock Pagefind, same index', stock, {heldOut});
  }
  const met = (key) => (key === 'falseNone' ? held[key] <= goals[key] : held[key] >= goals[key]);
  if (!Object.keys(goals).every(met)) process.exitCode = 1;
});
await rm(served, {recursive: true, force: true});
