import {hubModules} from '../modules';
import {expectCopy, expectUnique} from './helpers';

it('interface modules of the hub are a short, scannable list with unique ids and names', () => {
  expect(hubModules.length).toBeGreaterThanOrEqual(3);
  expect(hubModules.length).toBeLessThanOrEqual(8);
  expectUnique(hubModules, 'id', 'name');
  // Each a kebab-case id, a short name and a one-sentence description.
  for (const module of hubModules) {
    expect(module.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expectCopy(module.name, 24);
    expectCopy(module.description, 140, 30);
  }
});
