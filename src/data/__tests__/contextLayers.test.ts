import {contextLayers} from '../contextLayers';
import {expectCopy, expectUnique} from './helpers';

it('context layers are immediate, project and domain, innermost first, each a unique name and a sentence', () => {
  expect(contextLayers.map((layer) => layer.id)).toEqual(['immediate', 'project', 'domain']);
  expectUnique(contextLayers, 'name');
  for (const layer of contextLayers) {
    expectCopy(layer.name, 20);
    expect(layer.description).toMatch(/^[A-Z].{20,100}\.$/);
  }
});
