/** @jest-environment node */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {comingSoonLabel, platforms} from '../download';
import {minimumSystem} from '../requirements';
import {releaseNotesCopy} from '../releaseNotes';
import {releaseDay, releaseFacts, readReleaseNotes} from '../../plugins/releaseNotes';
import {root} from '../../../tests/unit/imports';

// The copy never names a coming platform as available, nor a published channel as to come.

const dataDir = join(root, 'src', 'data');

/** A piece of copy and where it lives, for the failure message. */
type Copy = {where: string; text: string};

/** Every string a value holds, however deep, with the path (`.key`, `.0`) that leads to it. */
function stringsIn(value: unknown, where: string): Copy[] {
  if (typeof value === 'string') return [{where, text: value}];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => stringsIn(item, `${where}.${key}`));
}

/** Not copy: the facts' tables. */
const notCopy = new Set(['download.ts#platforms', 'requirements.ts#minimumSystem']);

const dataCopy: Copy[] = readdirSync(dataDir)
  .filter((file) => /\.ts$/.test(file) && !file.endsWith('.d.ts'))
  .flatMap((file) =>
    Object.entries(jest.requireActual<Record<string, unknown>>(join(dataDir, file)))
      .filter(([name]) => !notCopy.has(`${file}#${name}`))
      .flatMap(([name, value]) => stringsIn(value, `src/data/${file}: ${name}`)),
  );

/** Sentences (or list items and lines) of a piece of copy, each judged on its own. */
const sentencesOf = ({where, text}: Copy): Copy[] =>
  text
    .split(/(?<=[.!?;])\s+|\n\s*\n|\n\s*[-*]\s+/)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((sentence) => ({where, text: sentence}));

const docsCopy: Copy[] = readdirSync(join(root, 'docs'))
  .filter((file) => /\.mdx?$/.test(file))
  .map((file) => ({where: `docs/${file}`, text: readFileSync(join(root, 'docs', file), 'utf8')}));

let notes: Awaited<ReturnType<typeof readReleaseNotes>> = [];
let sentences: Copy[] = [];
beforeAll(async () => {
  notes = await readReleaseNotes(root);
  const notesCopy = notes.map(({file, body}) => ({where: file, text: body}));
  sentences = [...dataCopy, ...notesCopy, ...docsCopy].flatMap(sentencesOf);
  // The content data, the release notes and the articles are all read.
  expect([dataCopy.length > 100, notes.length, docsCopy.length].every(Boolean)).toBe(true);
});

const escape = (words: string): string => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the copy agrees with itself', () => {
  // Each note's channel and date: tests/unit/releaseNotes.test.ts, by the build's own check.
  const comingSoon = platforms.filter((platform) => !platform.available);
  const soon = new RegExp(escape(comingSoonLabel), 'i');

  it.each(comingSoon.map((platform) => [platform.name, platform] as const))(
    'names %s, whose download is coming soon, only where it says so',
    (_name, platform) => {
      // The platform's name, or its oldest system ("Ubuntu 18.04" names Linux).
      const names = new RegExp(
        `\\b(?:${escape(platform.name)}|${escape(minimumSystem[platform.id])})\\b`,
      );
      const naming = sentences.filter((sentence) => names.test(sentence.text));
      expect(naming.filter((sentence) => !soon.test(sentence.text))).toEqual([]);
    },
  );

  it('lists in a release note only the platforms the downloads offer', () => {
    const offered = platforms.filter((platform) => platform.available).map(({name}) => name);
    const unoffered = notes.flatMap(({file, frontMatter}) =>
      releaseFacts(frontMatter)
        .platforms.filter((name) => !offered.includes(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(unoffered).toEqual([]);
  });

  it('never contradicts local processing, optional encrypted sync off by default, or when automation is offered', () => {
    const contradictions = [
      // The sync is a cloud service: nothing is "zero cloud".
      /\bzero[- ]cloud\b/i,
      /\bprocess\w*\b[^.;]*\b(?:in|on) the cloud\b|\bcloud[- ]processing\b/i,
      /\bsync\w*\b.*\b(?:on|enabled) by default\b|\b(?:always-on|automatic|unencrypted) sync\b/i,
      /\bsync\w*\b.*\b(?:is|are) (?:automatic|always on|unencrypted|not encrypted)\b/i,
      // An automation is offered for a sequence of three or more actions, never fewer or more.
      /\b(?:one|two|four|five|\d+) or more (?:repeated )?actions\b/i,
    ];
    const found = sentences.filter((sentence) =>
      contradictions.some((pattern) => pattern.test(sentence.text)),
    );
    expect(found).toEqual([]);
  });

  it('speaks of no channel as still to come once its release note is published', () => {
    const channels = releaseNotesCopy.channels as Record<string, string>;
    const today = new Date().toISOString().slice(0, 10);
    const published = notes.filter(({frontMatter}) => releaseDay(frontMatter.date)! <= today);
    const out = [...new Set(published.map(({frontMatter}) => String(frontMatter.channel)))].map(
      (channel) => escape((channels[channel] ?? channel).toLowerCase()),
    );
    expect(out.length).toBeGreaterThan(0);
    const channel = `the (?:${out.join('|')})(?: release| program)?`;
    const future = [
      `\\b(?:opens?|starts?|begins?|launch(?:es)?|arrives?|comes?|ships?) (?:with|when|once|after) ${channel}\\b`,
      `\\b(?:when|once|until|before|after) ${channel} (?:opens|starts|begins|launches|ships|is out|is released)\\b`,
      `\\b${channel} (?:will|is coming|opens soon|is planned)\\b`,
      `\\b(?:upcoming|future|planned) (?:${out.join('|')})\\b`,
    ].map((pattern) => new RegExp(pattern, 'i'));
    const stale = sentences.filter((sentence) =>
      future.some((pattern) => pattern.test(sentence.text)),
    );
    expect(stale).toEqual([]);
  });
});
