/**
 * When the search's best place is a confident answer: a logistic model of the evidence for it
 * (`Evidence` in engine.ts), the likelihood that the question is one the site answers at least
 * `threshold`. Written by `npm run fit:search` (tests/bench/search-fit.mjs) from 2820
 * questions written from the pages alone. Each judged by a model fitted without its part: the
 * first place right and confident 87.3 %, unanswered ones told there is no direct
 * answer 82.5 %, answered ones told so 7.0 %.
 */
export const confidence: {
  bias: number;
  weights: Readonly<Record<string, number>>;
  threshold: number;
} = {
  bias: 6.9433,
  weights: {
    score: 2.4918,
    held: 1.4837,
    unused: -3.4416,
    question: -0.7211,
    page: -1.2977,
    words: -1.4559,
    typed: 10.2665,
    wordsLog: -3.0887,
    typedLog: -2.2232,
    'how many': -2.084,
    'how much': 0.2716,
    'how long': -3.8171,
    when: -0.7971,
    who: -2.666,
    which: -0.3411,
    what: 0.3722,
    where: -0.4606,
    why: 2.839,
    'is there': -1.6371,
    'can i': -1.9851,
    'does it': -0.5086,
    'do you': -2.2075,
    'will it': 2.8834,
  },
  threshold: 0.64,
};
