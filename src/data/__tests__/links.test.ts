import {features} from '../features';
import {
  comingSoonLabel,
  downloadLabel,
  downloadSteps,
  macNotice,
  platforms,
  resources,
} from '../download';
import {visionLink, visions} from '../beginning';
import {expectCopy, expectCopyOf, expectList, expectUnique} from './helpers';
import {minimumSystem} from '../requirements';
import {spec} from '../../../tests/shared/spec';

// Where each card's link leads: tests/e2e/home.spec.ts follows every link of the home page.

it('feature cards are as many as the spec says, with unique ids, titles, links and link texts, and short copy', () => {
  const limits = {title: [40, 4], description: [160, 30], linkLabel: [30]} as const;
  expectList(features, spec.featureCards, ['to', 'title', 'id', 'linkLabel'], limits);
  expectCopyOf(
    features.flatMap((feature) => feature.details),
    {title: [32], description: [140, 20]},
  );
});

describe('download section', () => {
  it('has its steps, each a short title and a sentence', () => {
    const limits = {title: [32], description: [120, 10]} as const;
    expectList(downloadSteps, spec.downloadSteps, ['title'], limits);
  });

  it('offers a download for one platform at least, each a system the requirements name', () => {
    expect(platforms.some((platform) => platform.available)).toBe(true);
    expectUnique(platforms, 'id', 'name');
    for (const platform of platforms) expect(Object.keys(minimumSystem)).toContain(platform.id);
    for (const platform of platforms) expectCopy(downloadLabel(platform), 30);
    expectCopy(comingSoonLabel, 20);
    expectCopy(macNotice.message, 140, 20);
    expectCopy(macNotice.actionLabel, 30);
  });

  it('has its resources, each a short title, link text and sentence', () => {
    const limits = {title: [40, 4], linkLabel: [30], description: [120, 20]} as const;
    expectList(resources, spec.resources, ['id', 'title', 'linkLabel'], limits);
  });
});

it('This Is Just the Beginning names its planned directions and links the vision to its article', () => {
  expectList(visions, spec.visions, ['id', 'title'], {title: [40, 4], description: [160, 30]});
  expectCopy(visionLink.label, 40);
});
