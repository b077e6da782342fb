import {features} from '../features';
import {downloadSteps, macNotice, platforms, resources} from '../download';
import {visionLink, visions} from '../beginning';
import {expectCopy, expectInternalLink, expectUnique} from './helpers';

describe('feature cards', () => {
  it('are the four of the spec, in order, each leading to its article', () => {
    expect(features.map((feature) => [feature.title, feature.to])).toEqual([
      ['Automatic Knowledge Capture', '/automatic-knowledge-capture'],
      ['Personal Intelligence Hub', '/personal-intelligence-hub'],
      ['Context-Ready AI Power', '/context-aware-ai-enhancement'],
      ['Smarter Workflow Automation', '/workflow-intelligence'],
    ]);
  });

  it.each(features.map((feature) => [feature.title, feature] as const))(
    '%s: known route, two detail items, sane copy',
    (_title, feature) => {
      expectInternalLink(feature.to);
      expect(feature.details).toHaveLength(2);
      expectCopy(feature.description, 160, 30);
      expectCopy(feature.linkLabel, 30);
      for (const detail of feature.details) {
        expectCopy(detail.title, 32);
        expectCopy(detail.description, 140, 20);
      }
    },
  );

  it('have unique ids and unique link texts', () => {
    expectUnique(features.map((feature) => feature.id));
    expectUnique(features.map((feature) => feature.linkLabel));
  });
});

describe('download section', () => {
  it('has the three steps of the spec', () => {
    expect(downloadSteps.map((step) => step.title)).toEqual([
      'Download',
      'Run the installer',
      'Start working in context',
    ]);
    downloadSteps.forEach((step) => expectCopy(step.description, 120, 10));
  });

  it('offers macOS and marks Windows and Linux as not yet available', () => {
    expect(platforms.map((platform) => [platform.name, platform.available])).toEqual([
      ['macOS', true],
      ['Windows', false],
      ['Linux', false],
    ]);
    expectCopy(macNotice.message, 140, 20);
    expect(macNotice.message).toMatch(/waitlist/);
  });

  it('leads each resource to a page that answers it', () => {
    expect(resources.map((resource) => resource.title)).toEqual([
      'Intelligence Acceleration Guide',
      'Technical Documentation',
      'Expert Community',
    ]);
    expectUnique(resources.map((resource) => resource.id));
    expectUnique(resources.map((resource) => resource.linkLabel));
    for (const resource of resources) {
      expectInternalLink(resource.to);
      expectCopy(resource.description, 120, 20);
    }
  });
});

describe('This Is Just the Beginning', () => {
  it('names the three planned directions and links the vision to the article section', () => {
    expect(visions.map((vision) => vision.title)).toEqual([
      'Knowledge Networks',
      'Ecosystem Integration',
      'Collective Intelligence',
    ]);
    expectUnique(visions.map((vision) => vision.id));
    visions.forEach((vision) => expectCopy(vision.description, 160, 30));
    expect(visionLink.label).toBe('See the Full Ecosystem Vision');
    expectInternalLink(visionLink.to);
  });
});
