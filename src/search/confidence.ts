/**
 * When the search's best place is a confident answer: a logistic model of the evidence for it
 * (`Evidence` in engine.ts), the likelihood that the question is one the site answers at least
 * `threshold`. Written by `npm run fit:search` (tests/bench/search-fit.mjs) from 3307
 * questions written from the pages alone. Each judged by a model fitted without its part: the
 * first place right and confident 88.0 %, unanswered ones told there is no direct
 * answer 83.2 %, answered ones told so 6.9 %.
 */
export const confidence: {
  bias: number;
  weights: Readonly<Record<string, number>>;
  threshold: number;
} = {
  bias: 7.48,
  weights: {
    score: 3.1341,
    held: 0.9836,
    unused: -2.6159,
    question: -0.8976,
    page: -1.2221,
    words: -1.055,
    typed: 10.4985,
    wordsLog: -3.9117,
    typedLog: -2.0298,
    'how many': -2.0111,
    'how much': 0.3438,
    'how long': -3.8672,
    when: -0.4228,
    who: -2.6361,
    which: -0.3369,
    what: 0.1639,
    where: -0.4313,
    why: 2.8863,
    'is there': -1.5989,
    'can i': -1.9833,
    'does it': -0.3701,
    'do you': -2.1049,
    'will it': 3.1249,
  },
  threshold: 0.63,
};
