import {readFileSync} from 'node:fs';
import {brand} from '@site/src/brand';
import {avatarIds, hero} from '../hero';
import {stats, statsTitle} from '../stats';
import {betaProgram, comparison} from '../comparison';
import {guarantee, timeline} from '../timeline';
import {requirements} from '../requirements';
import {expectCopy, expectUnique, staticFile} from './helpers';
import {claims} from '../claims';

describe('hero', () => {
  it('carries the headline, badge and audience claims of the spec', () => {
    expect(hero.headline.toLowerCase()).toBe(
      'the first context-engineering ai browser, which remembers everything that matters',
    );
    expect(hero.badge.toLowerCase()).toBe('beta spots are filling fast');
    expect(hero.primaryCta).toBe('Join Beta Waitlist');
    expect(hero.socialProof).toContain('10,000+ knowledge workers');
    expectCopy(hero.subline, 240, 60);
    expectCopy(hero.pictureLabel, 260, 40);
  });

  it('ships every avatar it references, as small drawings', () => {
    for (const id of avatarIds) {
      const svg = readFileSync(staticFile(`img/home/avatar-${id}.svg`), 'utf8');
      expect(svg).toMatch(/^<svg [^>]*width="48" height="48"/);
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    }
  });
});

describe('stats strip', () => {
  it('shows the four landing claims in order', () => {
    expect(statsTitle).toBe('Knowledge Multiplied');
    expect(stats.map(({value, label}) => `${value} ${label}`)).toEqual([
      '+47 min/day 47+ minutes saved daily',
      '0 context lost',
      '100% continuity',
      '65% less manual work',
    ]);
    expectUnique(stats.map((stat) => stat.id));
  });
});

describe('AI comparison', () => {
  it('sets generic AI beside AI with the product, point for point', () => {
    const [generic, enhanced] = comparison;
    expect(generic.title).toBe('Generic AI');
    expect(enhanced.title).toContain(brand.productName);
    expect(generic.points).toHaveLength(enhanced.points.length);
    for (const point of [...generic.points, ...enhanced.points]) expectCopy(point, 90, 10);
    expect(betaProgram.title).toBe('Beta Program');
    expect(betaProgram.cta).toBe('Join Waitlist');
  });
});

describe('evolution timeline', () => {
  it('runs from Week 1 to Year 1 with a title and description each', () => {
    expect(timeline.map((entry) => entry.period)).toEqual([
      'Week 1',
      'Week 4',
      'Month 3',
      'Month 6',
      'Year 1',
    ]);
    expectUnique(timeline.map((entry) => entry.id));
    for (const entry of timeline) {
      expectCopy(entry.title, 24);
      expectCopy(entry.description, 140, 30);
    }
  });

  it('offers the 30-day guarantee with one-click uninstall', () => {
    expect(guarantee.title).toBe(claims.guarantee);
    expect(guarantee.description).toMatch(/30 days/);
    expect(guarantee.description).toMatch(/one-click uninstall/);
    expect(guarantee.cta).toBe('Start Evolution');
  });
});

describe('system requirements', () => {
  const all = requirements.flatMap((requirement) => requirement.values).join('\n');

  it('states the platforms, storage and performance constants of the spec', () => {
    for (const fact of [
      'Windows 10',
      'macOS 10.15',
      'Ubuntu 18.04',
      '2GB',
      `overhead ${claims.overhead}`,
      `query time ${claims.queryTime}`,
    ]) {
      expect(all).toContain(fact);
    }
    expectUnique(requirements.map((requirement) => requirement.id));
    for (const requirement of requirements) {
      expectCopy(requirement.label, 24);
      requirement.values.forEach((value) => expectCopy(value, 80, 4));
    }
  });

  it('says the one consistent thing about local processing and optional sync', () => {
    expect(all).toMatch(/processing is local/i);
    expect(all).toMatch(/optional end-to-end encrypted sync, off unless you turn it on/i);
    expect(all).not.toMatch(/zero cloud/i);
  });
});
