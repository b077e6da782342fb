import {faq} from '../faq';
import {expectCopy, expectUnique} from './helpers';
import {claims} from '../claims';
import {compressionModes} from '../compression';
import {minimumSystem} from '../requirements';

/** The answer of the entry with this id (ids are the anchors that links and search lead to). */
function answerOf(id: string): string {
  const entry = faq.find((item) => item.id === id);
  if (entry === undefined) throw new Error(`no FAQ entry "${id}"`);
  return entry.answer.join(' ');
}

describe('FAQ', () => {
  it('answers 8 to 16 questions with unique, anchor-safe ids', () => {
    expect(faq.length).toBeGreaterThanOrEqual(8);
    // Room for a writer's new question; more would bury the ones most asked.
    expect(faq.length).toBeLessThanOrEqual(16);
    expectUnique(faq, 'id', 'question');
    for (const entry of faq) expect(entry.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(faq.map((entry) => [entry.question, entry] as const))('%s', (_question, entry) => {
    expectCopy(entry.question, 70, 10);
    expect(entry.question).toMatch(/\?$/);
    expect(entry.answer.length).toBeGreaterThan(0);
    entry.answer.forEach((paragraph) => expectCopy(paragraph, 320, 15));
  });

  it('answers on privacy, banking, platforms, beta, guarantee, modes, AI tools, code and sync', () => {
    expect(answerOf('where-is-my-data')).toMatch(/locally/);
    expect(answerOf('banking')).toMatch(/excluded/);
    for (const minimum of Object.values(minimumSystem)) {
      expect(answerOf('platforms')).toContain(minimum);
    }
    expect(answerOf('beta')).toMatch(/waitlist/);
    for (const fact of [claims.guarantee, claims.guaranteePeriod, claims.uninstall]) {
      expect(answerOf('guarantee')).toContain(fact);
    }
    for (const mode of compressionModes) expect(answerOf('compression')).toContain(mode.name);
    expect(answerOf('ai-tools')).toContain(claims.aiTools);
    expect(answerOf('open-source')).toContain(claims.openSourceCore);
  });

  it('says the one thing about sync wherever it speaks of it: encrypted, and off by default', () => {
    for (const id of ['where-is-my-data', 'sync']) {
      expect(answerOf(id)).toMatch(/end-to-end encrypted/);
      expect(answerOf(id)).toMatch(/off unless you turn it on/);
    }
    expect(faq.map((entry) => entry.answer.join(' ')).join('\n')).not.toMatch(/zero cloud/i);
  });
});
