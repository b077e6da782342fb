import {supportPrompts} from '../supportPrompts';
import {expectCopy, expectUnique} from './helpers';

it('support page prompts are three short questions, each with a unique id and a short explanation', () => {
  expect(supportPrompts).toHaveLength(3);
  expectUnique(supportPrompts, 'title', 'id');
  for (const prompt of supportPrompts) {
    expectCopy(prompt.title, 40, 5);
    expect(prompt.title).toMatch(/\?$/);
    expect(prompt.description).toMatch(/^[A-Z].{30,160}\.$/);
  }
});
