import {hubModules} from '../modules';

describe('interface modules of the hub', () => {
  it('have unique ids and names', () => {
    expect(new Set(hubModules.map((module) => module.id)).size).toBe(hubModules.length);
    expect(new Set(hubModules.map((module) => module.name)).size).toBe(hubModules.length);
  });

  it('are a short, scannable list', () => {
    expect(hubModules.length).toBeGreaterThanOrEqual(3);
    expect(hubModules.length).toBeLessThanOrEqual(8);
  });

  it('each have a kebab-case id, a short name and a one-sentence description', () => {
    for (const module of hubModules) {
      expect(module.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(module.name.length).toBeLessThanOrEqual(24);
      expect(module.description).toMatch(/^[A-Z].{30,140}\.$/);
    }
  });
});
