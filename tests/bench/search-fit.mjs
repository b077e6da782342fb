#!/usr/bin/env node
/**
 * Fits the weights of the site search's confidence (`confidence` in src/search/engine.ts) on
 * build/'s index: a logistic regression on the questions the search is tuned on
 * (src/data/searchQuestions.ts), never on the held-out set. A question the site answers, with an
 * answering place among the first three, should be answered confidently; one it does not answer
 * should not, and counts twice, as the rarer kind. Prints the weights beside those in the engine;
 * copy them there, then `npm run bench:search` tells what they do on the held-out set.
 *
 *   npm run build && npm run bench:search-fit
 */
import {answers, loadEngine} from './searchEngine.mjs';
import {root} from './startup.mjs';
import {sourceModule} from '../shared/sourceModule.mjs';
import {join} from 'node:path';
import {readFileSync} from 'node:fs';

const features = ['score', 'together', 'unused'];
/** How much a question the site does not answer counts, against one it answers. */
const unansweredWeight = 2;
/** Ridge penalty on the standardized weights, and gradient descent's steps. */
const ridge = 0.01;
const steps = 3000;

const engine = await loadEngine();
const {searchQuestions} = await sourceModule('src/data/searchQuestions.ts');
const reader = engine.indexReader(async (path) =>
  JSON.parse(readFileSync(join(root, 'build', 'search-index', path), 'utf8')),
);
const rows = [];
for (const question of searchQuestions) {
  const {places, evidence} = await engine.searchSite(question.query, {reader, limit: 8});
  const found = places.slice(0, 3).some(({url}) => answers(url, question));
  // A question answered only further down teaches nothing about confidence.
  if (!evidence || (question.answers.length > 0 && !found)) continue;
  rows.push({x: features.map((name) => evidence[name]), y: question.answers.length > 0 ? 1 : 0});
}

// Standardized, so that one step size suits every feature.
const mean = features.map((_, f) => rows.reduce((sum, {x}) => sum + x[f], 0) / rows.length);
const spread = features.map(
  (_, f) => Math.sqrt(rows.reduce((sum, {x}) => sum + (x[f] - mean[f]) ** 2, 0) / rows.length) || 1,
);
const z = rows.map(({x}) => x.map((value, f) => (value - mean[f]) / spread[f]));
let bias = 0;
const weights = features.map(() => 0);
for (let step = 0; step < steps; step += 1) {
  let gradBias = 0;
  const grad = features.map(() => 0);
  rows.forEach(({y}, r) => {
    const logit = bias + z[r].reduce((sum, value, f) => sum + weights[f] * value, 0);
    const error = (1 / (1 + Math.exp(-logit)) - y) * (y === 1 ? 1 : unansweredWeight);
    gradBias += error / rows.length;
    z[r].forEach((value, f) => (grad[f] += (error * value) / rows.length));
  });
  bias -= 0.5 * gradBias;
  weights.forEach((w, f) => (weights[f] -= 0.5 * (grad[f] + ridge * w)));
}
// Back to the features as the engine computes them.
const fitted = {bias: bias - weights.reduce((sum, w, f) => sum + (w * mean[f]) / spread[f], 0)};
features.forEach((name, f) => (fitted[name] = weights[f] / spread[f]));
const round = (record) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, +value.toFixed(2)]));
console.log(`${rows.length} questions of ${searchQuestions.length}`);
console.log('fitted:    ', round(fitted));
console.log('the engine:', round(engine.confidence));
