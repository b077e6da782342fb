import {contextLayers} from '../contextLayers';
import {expectCopy, expectUnique} from './helpers';

describe('context layers', () => {
  it('are immediate, project and domain, innermost first', () => {
    expect(contextLayers.map((layer) => layer.id)).toEqual(['immediate', 'project', 'domain']);
  });

  it('each have a unique name and one short sentence', () => {
    expectUnique(contextLayers.map((layer) => layer.name));
    for (const layer of contextLayers) {
      expectCopy(layer.name, 20);
      expect(layer.description).toMatch(/^[A-Z].{20,100}\.$/);
    }
  });
});
