/**
 * When the search's best place is a confident answer: a logistic model of the evidence for it
 * (`Evidence` in engine.ts), the likelihood that the question is one the site answers at least
 * `threshold`. Written by `npm run fit:search` (tests/bench/search-fit.mjs) from 2820
 * questions written from the pages alone. Each judged by a model fitted without its part: the
 * first place right and confident 87.6 %, unanswered ones told there is no direct
 * answer 82.4 %, answered ones told so 6.8 %.
 */
export const confidence: {
  bias: number;
  weights: Readonly<Record<string, number>>;
  threshold: number;
} = {
  bias: 7.1427,
  weights: {
    score: 2.7927,
    held: 1.3086,
    unused: -3.2,
    question: -0.7644,
    page: -1.3245,
    words: -1.3256,
    typed: 9.8516,
    wordsLog: -3.4697,
    typedLog: -1.9826,
    'how many': -2.129,
    'how much': 0.2625,
    'how long': -3.9335,
    when: -0.826,
    who: -2.4899,
    which: -0.3771,
    what: 0.377,
    where: -0.472,
    why: 2.7451,
    'is there': -1.6531,
    'can i': -2.0296,
    'does it': -0.5024,
    'do you': -2.2498,
    'will it': 3.0059,
  },
  threshold: 0.64,
};
