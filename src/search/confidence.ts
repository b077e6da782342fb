/**
 * When the search's best place is a confident answer: a logistic model of the evidence for it
 * (`Evidence` in engine.ts), the likelihood that the question is one the site answers at least
 * `threshold`. Written by `npm run fit:search` (tests/bench/search-fit.mjs) from 2820
 * questions written from the pages alone. Each judged by a model fitted without its part: the
 * first place right and confident 82.6 %, unanswered ones told there is no direct
 * answer 79.0 %, answered ones told so 6.9 %.
 */
export const confidence: {
  bias: number;
  weights: Readonly<Record<string, number>>;
  threshold: number;
} = {
  bias: 7.3405,
  weights: {
    score: 2.1792,
    held: 0.8657,
    unused: -3.6307,
    question: -0.9611,
    page: -1.3799,
    words: -1.6397,
    typed: 10.2236,
    wordsLog: -3.1553,
    typedLog: -1.9761,
    'how many': -1.8864,
    'how much': 0.2027,
    'how long': -3.712,
    when: -0.4522,
    who: -2.7983,
    which: -0.2479,
    what: 0.3481,
    where: -0.4941,
    why: 2.939,
    'is there': -1.4775,
    'can i': -1.9657,
    'does it': -0.5936,
    'do you': -1.8734,
    'will it': 2.7288,
  },
  threshold: 0.63,
};
