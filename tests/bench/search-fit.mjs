#!/usr/bin/env node
/**
 * Learns from the questions with their answers where visitors' words were answered
 * (src/search/answered.json, which the ranking weighs), then fits src/search/confidence.ts: a
 * logistic regression from the engine's `evidence` to whether the site answers, with what the best
 * place's earlier landings say (`placeUnanswered`: how often the questions that landed first on it
 * were ones the site does not answer; `askedUnanswered`: how much more often those asking it for
 * the query's words it does not hold were, written to asked.json). Each part's questions are
 * searched, and their priors taken, with what the other parts teach. The threshold flags most
 * unanswered questions while, each judged without its part, `rule.top1` of answered keep first
 * place and at most `rule.falseNone` are told there is none.
 */
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {format, resolveConfig} from 'prettier';
import {sourceModule} from '../shared/sourceModule.mjs';
import {landings, loadEngine} from './searchEngine.mjs';
import {readJson, root} from './startup.mjs';

/**
 * `falseNone` is half the goal's ceiling (10 %): answered questions in voices the fitted set has
 * not heard are told there is no direct answer up to three times as often as its own
 * (tests/bench/README.md, "Half the ceiling").
 */
const rule = {top1: 0.82, falseNone: 0.05};
/** The L2 penalty on each standardised weight, against fitting one part's accidents. */
const penalty = 1;
const folds = 10;
/** How many questions' worth of the overall share a place's own share is drawn towards. */
const smoothing = 2;

const fitted = readJson('tests', 'bench', 'searchFitted.json');
const parts = [
  ...readJson('tests', 'shared', 'searchQuestions.json').map((question) => [0, question]),
  ...fitted.map((question, at) => [1 + Math.floor((at * folds) / fitted.length), question]),
];

const {stopWords, termOf, wordsOf} = await sourceModule('src/search/words.ts');
/** How many questions' worth of an answer's overall share its share for a term is drawn towards. */
const answeredSmoothing = 5;
/**
 * From the answered questions of `some`, by address and term: how much more often than by chance
 * (log-odds) those holding the term were answered there, each answer of a question counting as a
 * share of it, drawn towards the address's overall share; only where it is more often.
 */
function answeredOf(some) {
  const answered = some.filter(({answers}) => answers.length > 0);
  const overall = new Map();
  const byTerm = new Map();
  for (const {query, answers} of answered) {
    const terms = new Set(
      wordsOf(query)
        .filter((word) => !stopWords.has(word))
        .map(termOf),
    );
    for (const address of answers) {
      overall.set(address, (overall.get(address) ?? 0) + 1 / answers.length);
    }
    for (const term of terms) {
      const counts = byTerm.get(term) ?? {questions: 0, at: new Map()};
      counts.questions += 1;
      for (const address of answers) {
        counts.at.set(address, (counts.at.get(address) ?? 0) + 1 / answers.length);
      }
      byTerm.set(term, counts);
    }
  }
  const table = {};
  for (const [term, {questions, at}] of [...byTerm].sort(([a], [b]) => a.localeCompare(b))) {
    for (const [address, count] of at) {
      const share = overall.get(address) / answered.length;
      const value = Math.log(
        (count + answeredSmoothing * share) / (questions + answeredSmoothing) / share,
      );
      if (value > 0) (table[address] ??= {})[term] = Number(value.toFixed(2));
    }
  }
  return table;
}

const engine = await loadEngine();
// Part by part, in the order of `parts`, so that the landings line up with the questions.
const landed = [];
for (let part = 0; part <= folds; part++) {
  const others = parts.filter(([other]) => other !== part).map(([, question]) => question);
  const own = parts.filter(([other]) => other === part).map(([, question]) => question);
  const answered = answeredOf(others);
  for (const found of await landings(engine, join(root, 'build'), own, 3, answered)) {
    landed.push({...found, known: Object.hasOwn(answered, found.places[0] ?? '')});
  }
}
const rows = parts.map(([part, {answers}], at) => ({
  part,
  answered: answers.length > 0,
  ...landed[at],
}));
// Nothing found: no evidence, never confident, and nothing to learn from.
const learned = rows.filter((row) => row.evidence);

const logit = (share) => Math.log(share / (1 - share));
const unansweredShare = learned.filter((row) => !row.answered).length / learned.length;
/** A place's prior where no question landed first: the overall share, as a logit. */
const placeDefault = logit(unansweredShare);
/**
 * From the rows `some`: for each place, the logit of the share of those landing first on it that
 * are unanswered (`place`); for each place and term, how much higher that logit is for those of
 * them asking for the term where the place does not hold it (`missing`; `asked`), each share
 * drawn towards the one above it by `smoothing`.
 */
function priorsOf(some) {
  const counts = new Map();
  const count = (key, answered) => {
    const [landed, unanswered] = counts.get(key) ?? [0, 0];
    counts.set(key, [landed + 1, unanswered + (answered ? 0 : 1)]);
  };
  for (const {places, answered, missing} of some) {
    count(places[0], answered);
    for (const term of missing) count(`${places[0]} ${term}`, answered);
  }
  const share = ([landed, unanswered], towards) =>
    (unanswered + smoothing * towards) / (landed + smoothing);
  const place = new Map();
  const asked = new Map();
  for (const [key, counted] of counts) {
    if (key.includes(' ')) continue;
    place.set(key, logit(share(counted, unansweredShare)));
    asked.set(key, new Map());
  }
  for (const [key, counted] of counts) {
    if (!key.includes(' ')) continue;
    const [url, term] = key.split(' ');
    const towards = share(counts.get(url), unansweredShare);
    asked.get(url).set(term, logit(share(counted, towards)) - logit(towards));
  }
  return {place, asked};
}
/** Gives each row of `some` its place's priors from `from`, or from the rows of its other parts. */
function setPriors(some, from = null) {
  const byPart = new Map();
  for (const row of some) {
    if (!byPart.has(row.part)) {
      byPart.set(row.part, priorsOf(from ?? some.filter((other) => other.part !== row.part)));
    }
    const {place, asked} = byPart.get(row.part);
    const terms = asked.get(row.places[0]);
    row.evidence = {
      ...row.evidence,
      placeUnanswered: place.get(row.places[0]) ?? placeDefault,
      askedUnanswered: row.missing.reduce((sum, term) => sum + (terms?.get(term) ?? 0), 0),
    };
  }
}
/** `answered` where the best place has nothing learned (a new place): the mean where it has. */
const knownRows = learned.filter((row) => row.known);
const answeredDefault =
  knownRows.reduce((sum, row) => sum + row.evidence.answered, 0) / knownRows.length;
for (const row of learned) {
  if (!row.known) row.evidence = {...row.evidence, answered: answeredDefault};
}
// No row's own answer reaches its input: each part's priors come from the others.
setPriors(learned);
const names = Object.keys(learned[0].evidence);
const column = (name) => learned.map((row) => row.evidence[name]);
const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
const centre = names.map((name) => mean(column(name)));
const spread = names.map(
  (name, at) => Math.sqrt(mean(column(name).map((v) => (v - centre[at]) ** 2))) || 1,
);
/** A row's evidence standardised, with a leading 1 for the bias. */
const inputs = (row) => [
  1,
  ...names.map((name, at) => (row.evidence[name] - centre[at]) / spread[at]),
];
const sigmoid = (value) => 1 / (1 + Math.exp(-value));
const dot = (a, b) => a.reduce((sum, value, at) => sum + value * b[at], 0);

/** Solves a·x = b by Gauss-Jordan elimination: `a`, a penalised Hessian, needs no pivoting. */
function solve(a, b) {
  const m = a.map((line, at) => [...line, b[at]]);
  for (const [col, pivot] of m.entries()) {
    for (const line of m.filter((other) => other !== pivot)) {
      const factor = line[col] / pivot[col];
      for (const k of line.keys()) line[k] -= factor * pivot[k];
    }
  }
  return m.map((line, at) => line.at(-1) / line[at]);
}

/** Logistic regression by Newton's method, the bias unpenalised. */
function fit(some) {
  const xs = some.map(inputs);
  const ys = some.map((row) => (row.answered ? 1 : 0));
  let weights = new Array(names.length + 1).fill(0);
  for (let round = 0; round < 50; round++) {
    const gradient = weights.map((weight, at) => (at === 0 ? 0 : penalty * weight));
    const hessian = weights.map((_, i) => weights.map((__, j) => (i === j && i > 0 ? penalty : 0)));
    xs.forEach((x, at) => {
      const p = sigmoid(dot(x, weights));
      for (let i = 0; i < x.length; i++) {
        gradient[i] += (p - ys[at]) * x[i];
        for (let j = 0; j < x.length; j++) hessian[i][j] += p * (1 - p) * x[i] * x[j];
      }
    });
    const step = solve(hessian, gradient);
    weights = weights.map((weight, at) => weight - step[at]);
    if (Math.max(...step.map(Math.abs)) < 1e-9) break;
  }
  return weights;
}

/** The shares a threshold gives: top-1, unanswered told so, answered told there is none. */
function shares(likelihoods, threshold) {
  const sure = (row, at) => row.evidence !== undefined && likelihoods[at] >= threshold;
  const answered = rows.filter((row) => row.answered);
  const count = (test) => rows.filter(test).length;
  return {
    top1: count((row, at) => row.answered && row.first && sure(row, at)) / answered.length,
    none: count((row, at) => !row.answered && !sure(row, at)) / (rows.length - answered.length),
    falseNone: count((row, at) => row.answered && !sure(row, at)) / answered.length,
  };
}

// Each question judged by the model fitted without its part.
const outOfPart = rows.map(() => 0);
for (let part = 0; part <= folds; part++) {
  const training = learned.filter((row) => row.part !== part);
  setPriors(training);
  setPriors(
    learned.filter((row) => row.part === part),
    training,
  );
  const weights = fit(training);
  rows.forEach((row, at) => {
    if (row.part === part && row.evidence) outOfPart[at] = sigmoid(dot(inputs(row), weights));
  });
}
let chosen = null;
for (let step = 20; step <= 95; step++) {
  const threshold = step / 100;
  const found = shares(outOfPart, threshold);
  if (found.top1 < rule.top1 || found.falseNone > rule.falseNone) continue;
  if (!chosen || found.none > chosen.found.none) chosen = {threshold, found};
}
if (!chosen)
  throw new Error(`no threshold keeps ${rule.top1} top-1 and ${rule.falseNone} told none`);

setPriors(learned);
const [wholeBias, ...standardised] = fit(learned);
// In the browser, each place's priors come from every question.
const rounded = (value, digits = 4) => Number(value.toFixed(digits));
const whole = priorsOf(learned);
const byAddress = (map, value) =>
  Object.fromEntries(
    [...map].sort(([a], [b]) => a.localeCompare(b)).map(([key, each]) => [key, value(each)]),
  );
const places = byAddress(whole.place, rounded);
const asked = byAddress(whole.asked, (terms) => byAddress(terms, (value) => rounded(value, 2)));
// Back to the evidence's own scale, so that the engine weighs it as it comes.
const scaled = standardised.map((weight, at) => weight / spread[at]);
const weights = Object.fromEntries(names.map((name, at) => [name, rounded(scaled[at])]));
const bias = rounded(wholeBias - dot(scaled, centre));
const percent = (value) => `${(value * 100).toFixed(1)} %`;
const {found, threshold} = chosen;
const file = join(root, 'src', 'search', 'confidence.ts');
const source = `/**
 * When the search's best place is a confident answer: a logistic model of the evidence for it
 * (\`Evidence\` in engine.ts), the likelihood that the question is one the site answers at least
 * \`threshold\`. Written by \`npm run fit:search\` (tests/bench/search-fit.mjs) from ${rows.length}
 * questions written from the pages alone. Each judged by a model fitted without its part: the
 * first place right and confident ${percent(found.top1)}, unanswered ones told there is no direct
 * answer ${percent(found.none)}, answered ones told so ${percent(found.falseNone)}.
 * \`answeredDefault\`: \`answered\` for a place no question was answered at (answered.json).
 * \`placeDefault\`: \`placeUnanswered\` for a place no question landed on. \`askedUnanswered\`: per
 * place, how much more often questions asking for a term it does not hold were unanswered, summed
 * over the query's such terms; written beside it to asked.json, by address and term.
 */
export const confidence: {
  bias: number;
  weights: Readonly<Record<string, number>>;
  threshold: number;
  placeDefault: number;
  answeredDefault: number;
} = ${JSON.stringify({bias, weights, threshold, placeDefault: rounded(placeDefault), answeredDefault: rounded(answeredDefault)})};

/**
 * \`placeUnanswered\` of each place, by its address: how often those questions landing first on it
 * were ones the site does not answer, as log-odds. The build puts it in the search index
 * (src/plugins/searchIndex.ts), so a change reaches the site with the next build.
 */
export const placePriors: Readonly<Record<string, number>> = ${JSON.stringify(places)};
`;
writeFileSync(file, await format(source, {...(await resolveConfig(file)), filepath: file}));
// One place a line: a diff shows which places' questions changed.
const byLine = (table) =>
  `{\n${Object.entries(table)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([url, terms]) => `  ${JSON.stringify(url)}: ${JSON.stringify(terms)}`)
    .join(',\n')}\n}\n`;
writeFileSync(join(root, 'src', 'search', 'asked.json'), byLine(asked));
writeFileSync(
  join(root, 'src', 'search', 'answered.json'),
  byLine(answeredOf(parts.map(([, question]) => question))),
);
console.log(
  `threshold ${threshold}, each question judged by a model fitted without its part: top-1 ${percent(found.top1)}, unanswered told so ${percent(found.none)}, answered told none ${percent(found.falseNone)}`,
);
// The bench reads the places' priors from the build's index, the weights from the source.
console.log('npm run build puts the new place priors in the search index');
