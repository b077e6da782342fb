import {faq} from '../faq';
import {expectCopy, expectUnique} from './helpers';
import {claims} from '../claims';

describe('FAQ', () => {
  it('answers 8 to 12 questions with unique, anchor-safe ids', () => {
    expect(faq.length).toBeGreaterThanOrEqual(8);
    expect(faq.length).toBeLessThanOrEqual(12);
    expectUnique(faq.map((entry) => entry.id));
    expectUnique(faq.map((entry) => entry.question));
    for (const entry of faq) expect(entry.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(faq.map((entry) => [entry.question, entry] as const))('%s', (_question, entry) => {
    expectCopy(entry.question, 70, 10);
    expect(entry.question).toMatch(/\?$/);
    expect(entry.answer.length).toBeGreaterThan(0);
    entry.answer.forEach((paragraph) => expectCopy(paragraph, 320, 15));
  });

  it('covers privacy, platforms, beta, guarantee, modes, AI tools and sync', () => {
    const text = faq.map((entry) => `${entry.question} ${entry.answer.join(' ')}`).join('\n');
    for (const topic of [
      /locally/,
      /banking sites are excluded/i,
      /Windows 10/,
      /waitlist/,
      /30 days/,
      /one-click uninstall/,
      /lossless/i,
      claims.aiTools,
      /open source/,
      /end-to-end encrypted and off unless you turn it on/,
    ]) {
      expect(text).toMatch(topic);
    }
  });
});
