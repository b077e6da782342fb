/**
 * When the search's best place is a confident answer: a logistic model of the evidence for it
 * (`Evidence` in engine.ts), the likelihood that the question is one the site answers at least
 * `threshold`. Written by `npm run fit:search` (tests/bench/search-fit.mjs) from 3166
 * questions written from the pages alone. Each judged by a model fitted without its part: the
 * first place right and confident 88.1 %, unanswered ones told there is no direct
 * answer 81.8 %, answered ones told so 6.7 %.
 */
export const confidence: {
  bias: number;
  weights: Readonly<Record<string, number>>;
  threshold: number;
} = {
  bias: 6.9724,
  weights: {
    score: 2.8103,
    held: 1.4058,
    unused: -2.965,
    question: -0.8662,
    page: -1.2437,
    words: -1.1195,
    typed: 10.4897,
    wordsLog: -3.5252,
    typedLog: -2.0919,
    'how many': -2.0295,
    'how much': 0.2746,
    'how long': -3.7964,
    when: -0.5108,
    who: -2.6937,
    which: -0.2996,
    what: 0.2034,
    where: -0.4929,
    why: 2.8485,
    'is there': -1.7599,
    'can i': -2.0553,
    'does it': -0.3556,
    'do you': -2.1162,
    'will it': 2.7294,
  },
  threshold: 0.62,
};
