import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {brand} from '@site/src/brand';
import {avatarIds, hero} from '../hero';
import {stats, statsNote, statsTitle} from '../stats';
import {betaProgram, comparison} from '../comparison';
import {guarantee, timeline} from '../timeline';
import {minimumSystem, requirements} from '../requirements';
import {expectCopy, expectCopyOf, expectList, expectUnique} from './helpers';
import {root} from '../../../tests/unit/imports';
import {claims} from '../claims';
import {contextLayers} from '../contextLayers';
import {spec} from '../../../tests/shared/spec';
import {supportPrompts} from '../supportPrompts';
import {hubModules} from '../modules';
import {enhancementFigures} from '../enhancementFigures';
import {contextFlow, workflowFlow, type FlowStep} from '../flows';
import {compressionModes} from '../compression';

describe('hero', () => {
  it('has a headline, a badge, two calls to action and a figure of social proof', () => {
    expectCopyOf([hero], {headline: [110, 20], badge: [40], primaryCta: [30], secondaryCta: [30]});
    expectCopyOf([hero], {socialProofLead: [30], socialProof: [40], subline: [240, 60]});
    expectCopyOf([hero], {pictureLabel: [260, 40]});
    expect(hero.primaryCta).not.toBe(hero.secondaryCta);
    expect(hero.socialProof).toMatch(/\d/);
  });

  it('ships every avatar it references, as small drawings', () => {
    for (const id of avatarIds) {
      const svg = readFileSync(join(root, 'static', 'img', 'home', `avatar-${id}.svg`), 'utf8');
      expect(svg).toMatch(/^<svg [^>]*width="48" height="48"/);
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    }
  });
});

describe('stats strip', () => {
  it('shows a few figures, each a short number and what it measures, under a title', () => {
    expectCopy(statsTitle, 40);
    expectList(stats, [3, 6], ['id', 'label'], {value: [12, 1], label: [32]});
    expect(stats.filter((stat) => !/\d/.test(stat.value))).toEqual([]);
  });

  it('says its figures are claims, as every other claimed figure on the site is called', () => {
    expectCopy(statsNote, 140, 20);
    expect(statsNote).toMatch(/\bclaimed\b/i);
  });
});

it('the AI comparison sets generic AI beside AI with the product, point for point', () => {
  const [generic, enhanced] = comparison;
  expectCopy(generic.title, 32);
  expect(enhanced.title).toContain(brand.productName);
  expect(generic.points).toHaveLength(enhanced.points.length);
  for (const point of [...generic.points, ...enhanced.points]) expectCopy(point, 90, 10);
  expectCopyOf([betaProgram], {title: [32], description: [200, 30], cta: [30]});
});

describe('evolution timeline', () => {
  it('has a few stages, each a period, a title and a description', () => {
    const limits = {period: [16], title: [24], description: [140, 30]} as const;
    expectList(timeline, [3, 6], ['id', 'period'], limits);
  });

  it('offers the guarantee: its name, its period and the one-click uninstall', () => {
    expect(guarantee.title).toBe(claims.guarantee);
    expect(guarantee.description).toContain(claims.guaranteePeriod);
    expect(guarantee.description).toContain(claims.uninstall);
    expectCopy(guarantee.cta, 30);
  });
});

it('system requirements state the minimum systems, the storage and the claimed performance', () => {
  const all = requirements.flatMap((requirement) => requirement.values);
  const facts = [...Object.values(minimumSystem), claims.overhead, claims.queryTime];
  expect(facts.filter((fact) => !all.join('\n').includes(fact))).toEqual([]);
  expectUnique(requirements, 'id');
  expectCopyOf(requirements, {label: [24]});
  all.forEach((value) => expectCopy(value, 80, 4));
});

it("context layers are the spec's, innermost first, each a unique name and a sentence", () => {
  expect(contextLayers.map((layer) => layer.id)).toEqual(spec.contextLayers);
  expectUnique(contextLayers, 'name');
  expectCopyOf(contextLayers, {name: [20], description: [100, 20]});
});

it('support page prompts are short questions, as many as the spec says, each with a unique id and a short explanation', () => {
  const limits = {title: [40, 5], description: [160, 30]} as const;
  expectList(supportPrompts, spec.supportPrompts, ['title', 'id'], limits);
  expect(supportPrompts.filter((prompt) => !prompt.title.endsWith('?'))).toEqual([]);
});

it('interface modules of the hub are a short, scannable list with unique ids and names', () => {
  expectList(hubModules, [3, 8], ['id', 'name'], {name: [24], description: [140, 30]});
  expect(hubModules.filter((module) => !/^[a-z]+(-[a-z]+)*$/.test(module.id))).toEqual([]);
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

it.each<[string, readonly FlowStep[]]>([
  ['context flow', contextFlow],
  ['workflow flow', workflowFlow],
])('the %s has a few steps with unique ids, each a short title and one sentence', (_, steps) => {
  expectList(steps, [2, 5], ['id'], {title: [16], description: [90, 20]});
});

it("the context flow tells the spec's steps, in its order", () => {
  expect(contextFlow.map((step) => step.id)).toEqual(spec.contextFlow);
});

describe('compression modes', () => {
  it('are the three modes of the spec, from most to least faithful', () => {
    expect(compressionModes.map((mode) => mode.id)).toEqual(['lossless', 'balanced', 'aggressive']);
    const remaining = compressionModes.map((mode) => mode.remainingPercent);
    expect([...remaining].sort((a, b) => b - a)).toEqual(remaining);
  });

  it('state in words the size their bar draws: what remains in full, otherwise how much smaller', () => {
    for (const mode of compressionModes) {
      const figure = mode.remainingPercent === 100 ? 100 : 100 - mode.remainingPercent;
      expect(mode.size).toContain(`${figure}%`);
    }
  });

  it('give every entry a unique name, short text in each column and a share between 0 and 100', () => {
    expectUnique(compressionModes, 'name');
    const column = [39, 4] as const;
    expectCopyOf(compressionModes, {name: column, size: column, keeps: column, bestFor: column});
    const shares = compressionModes.map((mode) => mode.remainingPercent);
    expect(shares.filter((share) => share <= 0 || share > 100)).toEqual([]);
  });
});
