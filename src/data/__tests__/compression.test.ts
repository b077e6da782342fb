import {compressionModes} from '../compression';
import {expectUnique} from './helpers';

describe('compression modes', () => {
  it('are the three modes of the spec, from most to least faithful', () => {
    expect(compressionModes.map((mode) => mode.id)).toEqual(['lossless', 'balanced', 'aggressive']);
    const remaining = compressionModes.map((mode) => mode.remainingPercent);
    expect([...remaining].sort((a, b) => b - a)).toEqual(remaining);
  });

  it('state in words the size their bar draws: what remains in full, otherwise how much smaller', () => {
    for (const mode of compressionModes) {
      const figure = mode.remainingPercent === 100 ? 100 : 100 - mode.remainingPercent;
      expect(mode.size).toContain(`${figure}%`);
    }
  });

  it('give every entry a name, text in each column and a share between 0 and 100', () => {
    expectUnique(compressionModes, 'name');
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
