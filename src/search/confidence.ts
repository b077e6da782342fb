/**
 * When the search's best place is a confident answer: a logistic model of the evidence for it
 * (`Evidence` in engine.ts), the likelihood that the question is one the site answers at least
 * `threshold`. Written by `npm run fit:search` (tests/bench/search-fit.mjs) from 3443
 * questions written from the pages alone. Each judged by a model fitted without its part: the
 * first place right and confident 88.4 %, unanswered ones told there is no direct
 * answer 82.8 %, answered ones told so 6.7 %.
 */
export const confidence: {
  bias: number;
  weights: Readonly<Record<string, number>>;
  threshold: number;
} = {
  bias: 7.5845,
  weights: {
    score: 3.1785,
    held: 1.1132,
    unused: -2.5204,
    question: -0.8772,
    page: -1.2208,
    words: -0.3398,
    typed: 10.516,
    wordsLog: -4.3075,
    typedLog: -1.9856,
    'how many': -2.0178,
    'how much': 0.4836,
    'how long': -3.9066,
    when: -0.4645,
    who: -2.5022,
    which: -0.4429,
    what: 0.0563,
    where: -0.4777,
    why: 2.8866,
    'is there': -1.675,
    'can i': -2.1358,
    'does it': -0.4014,
    'do you': -2.1309,
    'will it': 2.4253,
  },
  threshold: 0.62,
};
