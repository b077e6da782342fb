#!/usr/bin/env node
/**
 * How well the site search, and stock Pagefind on the same index, answer the questions of
 * src/data/searchQuestions.ts on build/: top-1, top-3 and empty state (README.md, Search); exits
 * non-zero below the goals. A place answers when it is one of the question's places, or a part of
 * a page one names without an anchor. Port: BENCH_PORT (default 3135).
 *
 *   npm run build && npm run bench:search
 *   npm run bench:search -- --verbose     # every question, with the first three places
 */
/* global Buffer, document, window -- Node globals, and functions run in the page */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import ts from 'typescript';
import {root, withServedBrowser} from './startup.mjs';

const {values} = parseArgs({options: {verbose: {type: 'boolean', default: false}}});
const port = Number(process.env.BENCH_PORT ?? 3135);
const goals = {top1: 0.9, top3: 1, empty: 0.9};

/** The places the site's search page lists for a query, in order. */
async function ourPlaces(page, base, query) {
  await page.goto(`${base}/search?q=${encodeURIComponent(query)}`);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  const main = page.getByRole('main');
  // Done once it says how many places match, or that none does.
  await main.locator('[aria-live] > *:not(:empty)').first().waitFor();
  await page.waitForFunction(
    () => !document.querySelector('main [aria-live]')?.textContent?.includes('Searching'),
  );
  return main
    .locator('article h2 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
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

const answers = (place, question) =>
  question.answers.some((answer) =>
    answer.includes('#') ? place === answer : place.replace(/#.*$/, '') === answer,
  );

const percent = (value) => `${(value * 100).toFixed(0)} %`;

/** Prints the shares against the goals and the questions missed (all with --verbose). */
function score(name, rows) {
  const first = ({places, question}) => places[0] !== undefined && answers(places[0], question);
  const top3 = ({places, question}) => places.slice(0, 3).some((place) => answers(place, question));
  const none = ({places}) => places.length === 0;
  const checks = [
    ['top1', 'top-1', true, first],
    ['top3', 'top-3', true, top3],
    ['empty', 'empty state', false, none],
  ];
  console.log(`\n${name}`);
  const shares = {};
  for (const [key, label, answered, test] of checks) {
    const whole = rows.filter(({question}) => question.answers.length > 0 === answered);
    const part = whole.filter(test).length;
    shares[key] = whole.length === 0 ? 1 : part / whole.length;
    console.log(
      `  ${label.padEnd(12)} ${String(part).padStart(2)}/${whole.length}  ${percent(shares[key]).padStart(5)}  (goal ≥ ${percent(goals[key])})${shares[key] >= goals[key] ? '' : '  ✗'}`,
    );
  }
  for (const row of rows) {
    const {question, places} = row;
    const ok = question.answers.length === 0 ? none(row) : first(row);
    if (values.verbose || !ok) {
      const expected = question.answers.join(' | ') || 'none';
      console.log(
        `  ${ok ? ' ' : '✗'} "${question.query}" → ${places.slice(0, 3).join(', ') || 'nothing'}  (expected ${expected})`,
      );
    }
  }
  return shares;
}

// The questions, read from the TypeScript data file (it has no imports).
const source = readFileSync(join(root, 'src', 'data', 'searchQuestions.ts'), 'utf8');
const {outputText} = ts.transpileModule(source, {
  compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
});
const url = `data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`;
const list = (await import(url)).searchQuestions;
await withServedBrowser(join(root, 'build'), port, async (browser, base) => {
  const page = await browser.newPage({baseURL: base});
  const ask = async (places) => {
    const rows = [];
    for (const question of list) rows.push({question, places: await places(question.query)});
    return rows;
  };
  const ours = await ask((query) => ourPlaces(page, base, query));
  const stock = await ask((query) => stockPlaces(page, query));
  const answered = list.filter((q) => q.answers.length > 0).length;
  console.log(
    `${list.length} questions (${answered} answered by the site, ${list.length - answered} not)`,
  );
  const result = score('Site search', ours);
  score('Stock Pagefind, same index', stock);
  if (Object.keys(goals).some((key) => result[key] < goals[key])) process.exitCode = 1;
});
