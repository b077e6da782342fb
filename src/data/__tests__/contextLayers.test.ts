import {contextLayers} from '../contextLayers';

describe('context layers', () => {
  it('are immediate, project and domain, innermost first', () => {
    expect(contextLayers.map((layer) => layer.id)).toEqual(['immediate', 'project', 'domain']);
  });

  it('each have a name and one short sentence', () => {
    for (const layer of contextLayers) {
      expect(layer.name.toLowerCase()).toBe(layer.id);
      expect(layer.description).toMatch(/^[A-Z].{20,100}\.$/);
    }
  });
});
