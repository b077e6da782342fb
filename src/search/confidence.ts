/**
 * When the search's best place is a confident answer: a logistic model of the evidence for it
 * (`Evidence` in engine.ts), the likelihood that the question is one the site answers at least
 * `threshold`. Written by `npm run fit:search` (tests/bench/search-fit.mjs) from 2993
 * questions written from the pages alone. Each judged by a model fitted without its part: the
 * first place right and confident 87.8 %, unanswered ones told there is no direct
 * answer 82.8 %, answered ones told so 6.8 %.
 */
export const confidence: {
  bias: number;
  weights: Readonly<Record<string, number>>;
  threshold: number;
} = {
  bias: 6.9652,
  weights: {
    score: 2.7508,
    held: 1.2568,
    unused: -3.2145,
    question: -0.8842,
    page: -1.2573,
    words: -1.6148,
    typed: 10.3267,
    wordsLog: -3.2467,
    typedLog: -2.0566,
    'how many': -2.1672,
    'how much': 0.3593,
    'how long': -3.8052,
    when: -0.6294,
    who: -2.5628,
    which: -0.2393,
    what: 0.303,
    where: -0.5301,
    why: 2.7516,
    'is there': -1.7163,
    'can i': -1.9906,
    'does it': -0.4623,
    'do you': -2.2693,
    'will it': 3.0723,
  },
  threshold: 0.63,
};
