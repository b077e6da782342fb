#!/usr/bin/env node
/**
 * How well the site search answers the questions of src/data/searchQuestions.ts, on the
 * production build (build/): for each question typed as a visitor types it, the places the
 * search page lists, against the places that answer it. Prints, for the site's search and for
 * stock Pagefind on the same index (each page's best part, pages in Pagefind's order):
 *
 * - top-1: answered questions whose first place answers them (what Enter in the box opens);
 * - top-3: answered questions with an answer among the first three places;
 * - empty state: unanswered questions that list no place at all.
 *
 *   npm run build && npm run bench:search
 *   npm run bench:search -- --verbose     # every question, with the first three places
 *
 * A place "answers" when it is one of the question's places; a question's place that names a
 * page without an anchor is answered by any part of that page. Port: BENCH_PORT (default 3135).
 * Goals: top-1 ≥ 90 %, top-3 100 %, empty state ≥ 90 %.
 */
/* global Buffer, document, window -- Node globals, and functions run in the page */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import ts from 'typescript';
import {launchBrowser, root, serve} from './startup.mjs';

const {values} = parseArgs({options: {verbose: {type: 'boolean', default: false}}});
const port = Number(process.env.BENCH_PORT ?? 3135);
const goals = {top1: 0.9, top3: 1, empty: 0.9};

/** The questions, read from the TypeScript data file (it has no imports). */
async function questions() {
  const source = readFileSync(join(root, 'src', 'data', 'searchQuestions.ts'), 'utf8');
  const {outputText} = ts.transpileModule(source, {
    compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
  });
  const url = `data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`;
  return (await import(url)).searchQuestions;
}

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

function score(name, rows) {
  const answered = rows.filter(({question}) => question.answers.length > 0);
  const unanswered = rows.filter(({question}) => question.answers.length === 0);
  const top1 = answered.filter(({places, question}) => places[0] && answers(places[0], question));
  const top3 = answered.filter(({places, question}) =>
    places.slice(0, 3).some((place) => answers(place, question)),
  );
  const empty = unanswered.filter(({places}) => places.length === 0);
  const share = (part, whole) => (whole.length === 0 ? 1 : part.length / whole.length);
  const percent = (value) => `${(value * 100).toFixed(0)} %`;
  console.log(`\n${name}`);
  const line = (label, part, whole, goal) =>
    console.log(
      `  ${label.padEnd(12)} ${String(part.length).padStart(2)}/${whole.length}  ${percent(share(part, whole)).padStart(5)}  (goal ≥ ${percent(goal)})${share(part, whole) >= goal ? '' : '  ✗'}`,
    );
  line('top-1', top1, answered, goals.top1);
  line('top-3', top3, answered, goals.top3);
  line('empty state', empty, unanswered, goals.empty);
  for (const row of rows) {
    const {question, places} = row;
    const ok =
      question.answers.length === 0
        ? places.length === 0
        : places[0] !== undefined && answers(places[0], question);
    if (values.verbose || !ok) {
      const expected = question.answers.length === 0 ? 'none' : question.answers.join(' | ');
      console.log(
        `  ${ok ? ' ' : '✗'} "${question.query}" → ${places.slice(0, 3).join(', ') || 'nothing'}  (expected ${expected})`,
      );
    }
  }
  return {
    top1: share(top1, answered),
    top3: share(top3, answered),
    empty: share(empty, unanswered),
  };
}

const list = await questions();
const server = await serve(join(root, 'build'), port);
const base = `http://127.0.0.1:${port}`;
try {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({baseURL: base});
    const page = await context.newPage();
    const ours = [];
    for (const question of list) {
      ours.push({question, places: await ourPlaces(page, base, question.query)});
    }
    const stock = [];
    for (const question of list) {
      stock.push({question, places: await stockPlaces(page, question.query)});
    }
    const answeredCount = list.filter((q) => q.answers.length > 0).length;
    console.log(
      `${list.length} questions (${answeredCount} answered by the site, ${list.length - answeredCount} not)`,
    );
    const result = score('Site search', ours);
    score('Stock Pagefind, same index', stock);
    if (result.top1 < goals.top1 || result.top3 < goals.top3 || result.empty < goals.empty) {
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
  }
} finally {
  server.kill();
}
