import {enhancementFigures} from '../enhancementFigures';
import {claims} from '../claims';

describe('claimed figures of AI enhancement', () => {
  it('are the spec constants: 50%+ compression, 10–100× relevance, under 50 ms overhead', () => {
    expect(enhancementFigures.map((figure) => figure.value)).toEqual([
      '50%+',
      claims.relevance,
      claims.overhead,
    ]);
  });

  it('each have a unique id and a short label', () => {
    expect(new Set(enhancementFigures.map((figure) => figure.id)).size).toBe(
      enhancementFigures.length,
    );
    for (const figure of enhancementFigures) {
      expect(figure.label.length).toBeGreaterThan(10);
      expect(figure.label.length).toBeLessThanOrEqual(48);
    }
  });
});
