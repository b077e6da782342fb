/**
 * When the search's best place is a confident answer: a logistic model of the evidence for it
 * (`Evidence` in engine.ts), the likelihood that the question is one the site answers at least
 * `threshold`. Written by `npm run fit:search` (tests/bench/search-fit.mjs) from 3443
 * questions written from the pages alone. Each judged by a model fitted without its part: the
 * first place right and confident 89.5 %, unanswered ones told there is no direct
 * answer 78.2 %, answered ones told so 5.0 %.
 */
export const confidence: {
  bias: number;
  weights: Readonly<Record<string, number>>;
  threshold: number;
} = {
  bias: 7.5546,
  weights: {
    score: 3.1858,
    held: 1.1276,
    unused: -2.5123,
    question: -0.8795,
    page: -1.21,
    words: -0.4307,
    typed: 10.5425,
    wordsLog: -4.2757,
    typedLog: -1.986,
    'how many': -2.0237,
    'how much': 0.4787,
    'how long': -3.9118,
    when: -0.4679,
    who: -2.5032,
    which: -0.447,
    what: 0.0769,
    where: -0.4814,
    why: 2.879,
    'is there': -1.6689,
    'can i': -2.143,
    'does it': -0.4074,
    'do you': -2.1362,
    'will it': 2.4243,
  },
  threshold: 0.52,
};
