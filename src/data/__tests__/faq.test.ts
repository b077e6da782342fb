import {faq} from '../faq';
import {expectCopy, expectCopyOf} from './helpers';
import {claims} from '../claims';
import {compressionModes} from '../compression';
import {minimumSystem} from '../requirements';

/** Every answer, as a visitor reads the FAQ. */
const answers = faq.map((entry) => entry.answer.join(' ')).join('\n');

// Their number and unique ids and questions: home.test.ts, with the home page's other lists.
it('each FAQ entry is a short question and an answer of paragraphs in their limits', () => {
  expectCopyOf(faq, {question: [70, 10]});
  expect(faq.filter(({question, answer}) => !question.endsWith('?') || !answer.length)).toEqual([]);
  faq.flatMap((entry) => entry.answer).forEach((paragraph) => expectCopy(paragraph, 320, 15));
});

it('gives the facts kept elsewhere in their one wording: minimum systems, guarantee, modes, AI tools, code', () => {
  const facts = [
    ...Object.values(minimumSystem),
    ...[claims.guarantee, claims.guaranteePeriod, claims.uninstall],
    ...compressionModes.map((mode) => mode.name),
    ...[claims.aiTools, claims.openSourceCore],
  ];
  expect(facts.filter((fact) => !answers.includes(fact))).toEqual([]);
});
