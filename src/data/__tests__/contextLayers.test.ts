import {contextLayers} from '../contextLayers';
import {expectCopy, expectUnique} from './helpers';
import {spec} from '../../../tests/shared/spec';

it("context layers are the spec's, innermost first, each a unique name and a sentence", () => {
  expect(contextLayers.map((layer) => layer.id)).toEqual(spec.contextLayers);
  expectUnique(contextLayers, 'name');
  for (const layer of contextLayers) {
    expectCopy(layer.name, 20);
    expectCopy(layer.description, 100, 20);
  }
});
