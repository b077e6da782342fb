/**
 * When the search's best place is a confident answer: a logistic model of the evidence for it
 * (`Evidence` in engine.ts), the likelihood that the question is one the site answers at least
 * `threshold`. Written by `npm run fit:search` (tests/bench/search-fit.mjs) from 3166
 * questions written from the pages alone. Each judged by a model fitted without its part: the
 * first place right and confident 88.0 %, unanswered ones told there is no direct
 * answer 81.8 %, answered ones told so 6.8 %.
 */
export const confidence: {
  bias: number;
  weights: Readonly<Record<string, number>>;
  threshold: number;
} = {
  bias: 7.0314,
  weights: {
    score: 2.8132,
    held: 1.344,
    unused: -2.978,
    question: -0.8809,
    page: -1.2496,
    words: -1.0895,
    typed: 10.4191,
    wordsLog: -3.5427,
    typedLog: -2.0764,
    'how many': -2.0323,
    'how much': 0.2781,
    'how long': -3.7924,
    when: -0.5116,
    who: -2.7013,
    which: -0.2992,
    what: 0.2013,
    where: -0.4974,
    why: 2.8535,
    'is there': -1.6658,
    'can i': -2.0497,
    'does it': -0.3548,
    'do you': -2.1086,
    'will it': 2.7357,
  },
  threshold: 0.62,
};
