import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {brand} from '@site/src/brand';
import {avatarIds, hero} from '../hero';
import {stats, statsNote, statsTitle} from '../stats';
import {betaProgram, comparison} from '../comparison';
import {guarantee, timeline} from '../timeline';
import {minimumSystem, requirements} from '../requirements';
import {expectCopy, expectUnique, root} from './helpers';
import {claims} from '../claims';

describe('hero', () => {
  it('has a headline, a badge, two calls to action and a figure of social proof', () => {
    expectCopy(hero.headline, 110, 20);
    expectCopy(hero.badge, 40);
    expectCopy(hero.primaryCta, 30);
    expectCopy(hero.secondaryCta, 30);
    expect(hero.primaryCta).not.toBe(hero.secondaryCta);
    expectCopy(hero.socialProofLead, 30);
    expectCopy(hero.socialProof, 40);
    expect(hero.socialProof).toMatch(/\d/);
    expectCopy(hero.subline, 240, 60);
    expectCopy(hero.pictureLabel, 260, 40);
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
    expect(stats.length).toBeGreaterThanOrEqual(3);
    expect(stats.length).toBeLessThanOrEqual(6);
    expectUnique(stats, 'id', 'label');
    for (const stat of stats) {
      expectCopy(stat.value, 12, 1);
      expect(stat.value).toMatch(/\d/);
      expectCopy(stat.label, 32);
    }
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
  expectCopy(betaProgram.title, 32);
  expectCopy(betaProgram.description, 200, 30);
  expectCopy(betaProgram.cta, 30);
});

describe('evolution timeline', () => {
  it('has a few stages, each a period, a title and a description', () => {
    expect(timeline.length).toBeGreaterThanOrEqual(3);
    expect(timeline.length).toBeLessThanOrEqual(6);
    expectUnique(timeline, 'id', 'period');
    for (const entry of timeline) {
      expectCopy(entry.period, 16);
      expectCopy(entry.title, 24);
      expectCopy(entry.description, 140, 30);
    }
  });

  it('offers the guarantee: its name, its period and the one-click uninstall', () => {
    expect(guarantee.title).toBe(claims.guarantee);
    expect(guarantee.description).toContain(claims.guaranteePeriod);
    expect(guarantee.description).toContain(claims.uninstall);
    expectCopy(guarantee.cta, 30);
  });
});

describe('system requirements', () => {
  const all = requirements.flatMap((requirement) => requirement.values).join('\n');

  it('states the minimum systems, the storage and the claimed performance', () => {
    for (const fact of [...Object.values(minimumSystem), claims.overhead, claims.queryTime]) {
      expect(all).toContain(fact);
    }
    expectUnique(requirements, 'id');
    for (const requirement of requirements) {
      expectCopy(requirement.label, 24);
      requirement.values.forEach((value) => expectCopy(value, 80, 4));
    }
  });
});
