import {contextFlow, workflowFlow, type FlowStep} from '../flows';

describe.each<[string, readonly FlowStep[]]>([
  ['context flow', contextFlow],
  ['workflow flow', workflowFlow],
])('%s', (_name, steps) => {
  it('has a few steps with unique ids', () => {
    expect(steps.length).toBeGreaterThanOrEqual(2);
    expect(steps.length).toBeLessThanOrEqual(5);
    expect(new Set(steps.map((step) => step.id)).size).toBe(steps.length);
  });

  it('gives every step a short title and one sentence', () => {
    for (const step of steps) {
      expect(step.title.length).toBeLessThanOrEqual(16);
      expect(step.description).toMatch(/^[A-Z].{20,90}\.$/);
    }
  });
});

it('the flows tell the spec: capture, compress, inject; learn from three or more actions', () => {
  expect(contextFlow.map((step) => step.id)).toEqual(['capture', 'compress', 'inject']);
  expect(workflowFlow[0].description).toMatch(/three or more actions/);
});
