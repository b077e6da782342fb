import {brand} from '@site/src/brand';
import {hero} from '../hero';
import {stats, statsNote, statsTitle} from '../stats';
import {betaProgram, comparison} from '../comparison';
import {timeline} from '../timeline';
import {minimumSystem, requirements} from '../requirements';
import {expectCopy, expectCopyOf, expectList, expectUnique} from './helpers';
import {claims} from '../claims';
import {contextLayers} from '../contextLayers';
import {spec} from '../../../tests/shared/spec';
import {supportPrompts} from '../supportPrompts';
import {hubModules} from '../modules';
import {enhancementFigures} from '../enhancementFigures';
import {contextFlow, workflowFlow} from '../flows';
import {compressionModes} from '../compression';
import {features} from '../features';
import * as download from '../download';
import {visionLink, visions} from '../beginning';
import {faq} from '../faq';

// Card and flow-step text limits; card links are followed in tests/e2e/home.spec.ts.
const card = {title: [40, 4], description: [160, 30]} as const;
const step = {title: [16], description: [90, 20]} as const;

/** A list of the home page and its rules (`expectList`), as a row of the table below. */
const list = <T>(name: string, ...rules: Parameters<typeof expectList<T>>) =>
  [name, () => expectList(...rules)] as const;

it.each([
  list('stats', stats, [3, 6], ['id', 'label'], {value: [12, 1], label: [32]}),
  list('timeline stages', timeline, [3, 6], ['id', 'period'], {
    period: [16],
    title: [24],
    description: [140, 30],
  }),
  list('support page prompts', supportPrompts, spec.supportPrompts, ['title', 'id'], {
    title: [40, 5],
    description: card.description,
  }),
  list('hub modules', hubModules, [3, 8], ['id', 'name'], {name: [24], description: [140, 30]}),
  list('context flow steps', contextFlow, [2, 5], ['id'], step),
  list('workflow flow steps', workflowFlow, [2, 5], ['id'], step),
  list('feature cards', features, spec.featureCards, ['to', 'title', 'id', 'linkLabel'], {
    ...card,
    linkLabel: [30],
  }),
  list(
    'feature details',
    features.flatMap((feature) => feature.details),
    spec.featureCards * spec.detailsPerFeature,
    [],
    {title: [32], description: [140, 20]},
  ),
  list('download steps', download.downloadSteps, spec.downloadSteps, ['title'], {
    title: [32],
    description: [120, 10],
  }),
  list('resources', download.resources, spec.resources, ['id', 'title', 'linkLabel'], {
    title: [40, 4],
    linkLabel: [30],
    description: [120, 20],
  }),
  list('visions', visions, spec.visions, ['id', 'title'], card),
  // Room for a writer's new question; more would bury the ones most asked.
  list('FAQ entries', faq, [8, 16], ['id', 'question']),
])(
  '%s: as many as the spec fixes or the layout holds, unique, each text in its limits',
  (_, check) => check(),
);

it('hero has a headline, a badge, two calls to action and a figure of social proof', () => {
  expectCopyOf([hero], {headline: [110, 20], badge: [40], primaryCta: [30], secondaryCta: [30]});
  expectCopyOf([hero], {socialProofLead: [30], socialProof: [40], subline: [240, 60]});
  expectCopyOf([hero], {pictureLabel: [260, 40]});
  expect(hero.primaryCta).not.toBe(hero.secondaryCta);
  expect(hero.socialProof).toMatch(/\d/);
});

it('the stats strip shows figures under a title, and calls them claims, as every other claimed figure on the site is called', () => {
  expectCopy(statsTitle, 40);
  expect(stats.filter((stat) => !/\d/.test(stat.value))).toEqual([]);
  expectCopy(statsNote, 140, 20);
  expect(statsNote).toMatch(/\bclaimed\b/i);
});

it('the AI comparison sets generic AI beside AI with the product, point for point', () => {
  const [generic, enhanced] = comparison;
  expectCopy(generic.title, 32);
  expect(enhanced.title).toContain(brand.productName);
  expect(generic.points).toHaveLength(enhanced.points.length);
  for (const point of [...generic.points, ...enhanced.points]) expectCopy(point, 90, 10);
  expectCopyOf([betaProgram], {title: [32], description: [200, 30], cta: [30]});
});

it('system requirements state the minimum systems, the storage and the claimed performance', () => {
  const all = requirements.flatMap((requirement) => requirement.values);
  const facts = [...Object.values(minimumSystem), claims.overhead, claims.queryTime];
  expect(facts.filter((fact) => !all.join('\n').includes(fact))).toEqual([]);
  expectUnique(requirements, 'id');
  expectCopyOf(requirements, {label: [24]});
  all.forEach((value) => expectCopy(value, 80, 4));
});

it("context layers are the spec's, innermost first, each a unique name and a sentence; the context flow tells the spec's steps in order", () => {
  expect(contextLayers.map((layer) => layer.id)).toEqual(spec.contextLayers);
  expect(contextFlow.map((step) => step.id)).toEqual(spec.contextFlow);
  expectUnique(contextLayers, 'name');
  expectCopyOf(contextLayers, {name: [20], description: [100, 20]});
});

it('claimed figures of AI enhancement are the claimed compression, relevance and overhead, as the claims module words them, each with a short label', () => {
  expect(enhancementFigures.map(({id, value}) => [id, value])).toEqual([
    // The short form of the claimed compression ("50%+" for "50% or more").
    ['compression', `${claims.compression.split(' ')[0]}+`],
    ['relevance', claims.relevance],
    ['overhead', claims.overhead],
  ]);
  expectCopyOf(enhancementFigures, {label: [48, 11]});
});

it('the download section offers one platform at least, each a system the requirements name', () => {
  const {comingSoonLabel, downloadLabel, macNotice, platforms} = download;
  expect(platforms.some((platform) => platform.available)).toBe(true);
  expectUnique(platforms, 'id', 'name');
  for (const platform of platforms) expect(Object.keys(minimumSystem)).toContain(platform.id);
  for (const platform of platforms) expectCopy(downloadLabel(platform), 30);
  expectCopy(comingSoonLabel, 20);
  expectCopyOf([macNotice], {message: [140, 20], actionLabel: [30]});
  expectCopy(visionLink.label, 40);
});

it("compression modes are the spec's three, from most to least faithful, each a unique name, short text in each column and a share between 0 and 100 that its size states in words", () => {
  expect(compressionModes.map((mode) => mode.id)).toEqual(['lossless', 'balanced', 'aggressive']);
  const remaining = compressionModes.map((mode) => mode.remainingPercent);
  expect([...remaining].sort((a, b) => b - a)).toEqual(remaining);
  expect(remaining.filter((share) => share <= 0 || share > 100)).toEqual([]);
  // What remains in full, otherwise how much smaller.
  for (const mode of compressionModes) {
    const figure = mode.remainingPercent === 100 ? 100 : 100 - mode.remainingPercent;
    expect(mode.size).toContain(`${figure}%`);
  }
  expectUnique(compressionModes, 'name');
  const column = [39, 4] as const;
  expectCopyOf(compressionModes, {name: column, size: column, keeps: column, bestFor: column});
});
