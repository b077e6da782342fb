import {supportPrompts} from '../supportPrompts';
import {expectCopy, expectUnique} from './helpers';

describe('support page prompts', () => {
  it('are three short questions', () => {
    expect(supportPrompts).toHaveLength(3);
    expectUnique(supportPrompts.map((prompt) => prompt.title));
    for (const prompt of supportPrompts) {
      expectCopy(prompt.title, 40, 5);
      expect(prompt.title).toMatch(/\?$/);
    }
  });

  it('each have a unique id and a short explanation', () => {
    expectUnique(supportPrompts.map((prompt) => prompt.id));
    for (const prompt of supportPrompts) {
      expect(prompt.description).toMatch(/^[A-Z].{30,160}\.$/);
    }
  });
});
