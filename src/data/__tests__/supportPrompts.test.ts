import {supportPrompts} from '../supportPrompts';
import {expectCopy, expectUnique} from './helpers';
import {spec} from '../../../tests/shared/spec';

it('support page prompts are short questions, as many as the spec says, each with a unique id and a short explanation', () => {
  expect(supportPrompts).toHaveLength(spec.supportPrompts);
  expectUnique(supportPrompts, 'title', 'id');
  for (const prompt of supportPrompts) {
    expectCopy(prompt.title, 40, 5);
    expect(prompt.title).toMatch(/\?$/);
    expectCopy(prompt.description, 160, 30);
  }
});
