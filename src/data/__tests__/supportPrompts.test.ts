import {supportPrompts} from '../supportPrompts';

describe('support page prompts', () => {
  it('ask the three questions of the spec, in order', () => {
    expect(supportPrompts.map((prompt) => prompt.title)).toEqual([
      'What can we improve?',
      "What's working great?",
      'Any features you wish existed?',
    ]);
  });

  it('each have a unique id and a short explanation', () => {
    expect(new Set(supportPrompts.map((prompt) => prompt.id)).size).toBe(supportPrompts.length);
    for (const prompt of supportPrompts) {
      expect(prompt.description).toMatch(/^[A-Z].{30,160}\.$/);
    }
  });
});
