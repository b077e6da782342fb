import {contextFlow, workflowFlow, type FlowStep} from '../flows';
import {expectCopy} from './helpers';
import {spec} from '../../../tests/shared/spec';

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
      expectCopy(step.title, 16);
      expectCopy(step.description, 90, 20);
    }
  });
});

it("the context flow tells the spec's steps, in its order", () => {
  expect(contextFlow.map((step) => step.id)).toEqual(spec.contextFlow);
});
