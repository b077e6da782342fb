import {compressionModes} from '../compression';

describe('compression modes', () => {
  it('are the three modes of the spec, from most to least faithful', () => {
    expect(compressionModes.map((mode) => mode.id)).toEqual(['lossless', 'balanced', 'aggressive']);
    const remaining = compressionModes.map((mode) => mode.remainingPercent);
    expect([...remaining].sort((a, b) => b - a)).toEqual(remaining);
  });

  it('state the spec figures and uses', () => {
    const [lossless, balanced, aggressive] = compressionModes;
    expect(lossless.size).toContain('100% fidelity');
    expect(lossless.bestFor).toMatch(/contracts and critical documents/i);
    expect(balanced.size).toMatch(/about 50% smaller/i);
    expect(balanced.keeps).toMatch(/key facts/i);
    expect(balanced.bestFor).toMatch(/articles and research/i);
    expect(aggressive.size).toMatch(/about 70% smaller/i);
    expect(aggressive.keeps).toMatch(/highlights only/i);
    expect(aggressive.bestFor).toMatch(/casual reading/i);
  });

  it('give every entry a name, text in each column and a share between 0 and 100', () => {
    for (const mode of compressionModes) {
      for (const text of [mode.name, mode.size, mode.keeps, mode.bestFor]) {
        expect(text.trim().length).toBeGreaterThan(3);
        expect(text.length).toBeLessThan(40);
      }
      expect(mode.remainingPercent).toBeGreaterThan(0);
      expect(mode.remainingPercent).toBeLessThanOrEqual(100);
    }
  });
});
