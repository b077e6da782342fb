import {enhancementFigures} from '../enhancementFigures';
import {claims} from '../claims';

it('claimed figures of AI enhancement are the claimed compression, relevance and overhead, as the claims module words them, each with a short label', () => {
  const value = (id: string) => enhancementFigures.find((figure) => figure.id === id)?.value;
  const ids = enhancementFigures.map((figure) => figure.id);
  expect(ids).toEqual(['compression', 'relevance', 'overhead']);
  // The short form of the claimed compression ("50%+" for "50% or more").
  expect(value('compression')).toBe(`${claims.compression.split(' ')[0]}+`);
  expect(value('relevance')).toBe(claims.relevance);
  expect(value('overhead')).toBe(claims.overhead);
  for (const figure of enhancementFigures) {
    expect(figure.label.length).toBeGreaterThan(10);
    expect(figure.label.length).toBeLessThanOrEqual(48);
  }
});
