/** @jest-environment node */
import {execFileSync} from 'node:child_process';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {
  platformNames,
  releaseNoteProblems,
  releaseNoteTitle,
  releaseSections,
  type ReleaseNoteFile,
} from '../../src/plugins/releaseNotes';
import {brand} from '../../src/brand';
import {hasFullGitHistory} from '../../src/plugins/gitHistory';
import {inTempDir} from './tempDir';

const sections = releaseSections.map((section) => `## ${section}\n\nText.\n`).join('\n');
const frontMatter = {
  description: 'A description long enough to say what the release brings to its readers.',
  version: '0.9.1',
  date: new Date('2026-01-31T00:00:00Z'),
  channel: 'beta',
  platforms: [platformNames[0]],
};
/** A note in releases/, titled as a note must be: by its version. */
function note(file: string, changes: ReleaseNoteFile['frontMatter'] = {}, body = sections) {
  const title = `${String(changes.version ?? frontMatter.version)} release notes`;
  return {file: `releases/${file}.md`, frontMatter: {title, ...frontMatter, ...changes}, body};
}

it("a note's title as the site shows it has the product's name before the writer's, once", () => {
  expect(releaseNoteTitle('Beta release notes')).toBe(`${brand.productName} Beta release notes`);
  expect(releaseNoteTitle('1.0 release notes', 'Recall')).toBe('Recall 1.0 release notes');
  expect(releaseNoteTitle('Recall 1.0', 'Recall')).toBe('Recall 1.0');
});

it('the release note check accepts a complete note, with or without the optional fields', () => {
  const notes = [note('a'), note('b', {version: '1.0', security: true})];
  expect(releaseNoteProblems(notes, [])).toEqual([]);
  expect(releaseNoteProblems([note('a', {docs_version: '1.0'})], ['1.0'])).toEqual([]);
});

const [first, second, ...rest] = releaseSections;
const headings = (names: string[]) => names.map((section) => `## ${section}`).join('\n');
const sectionsAre = `sections are .*${releaseSections.join(', ')}`;

it.each<[string, ReleaseNoteFile['frontMatter'], string?]>([
  ['front matter "version"', {version: undefined}],
  ['front matter "version"', {version: 1.1}],
  ['front matter "docs_version"', {docs_version: 1}],
  ['front matter "date"', {date: undefined}],
  ['front matter "date"', {date: '2026-02-30'}],
  ['front matter "date"', {date: 'soon'}],
  ['front matter "channel"', {channel: 'nightly'}],
  ['front matter "channel"', {channel: undefined}],
  ['front matter "platforms"', {platforms: []}],
  ['front matter "platforms"', {platforms: ['BeOS']}],
  ['front matter "platforms"', {platforms: 'macOS'}],
  ['front matter "security"', {security: 'yes'}],
  ['front matter "title"', {title: ' '}],
  // A title names the version.
  ['front matter "title"', {title: 'Release notes'}],
  ['front matter "title"', {title: `${brand.productName} release notes`}],
  ['front matter "title"', {title: 'Release notes for 0.9'}],
  ['front matter "description"', {description: 'Too short.'}],
  ['front matter "slug"', {slug: '/elsewhere'}],
  // The four sections, in order, each once.
  [sectionsAre, {}, headings(rest)],
  [sectionsAre, {}, headings([second!, first!, ...rest])],
  [sectionsAre, {}, `${sections}\n## ${first}\n`],
])('the release note check names a wrong note and its "%s"', (what, changes, ...[body]) => {
  expect(releaseNoteProblems([note('broken', changes, body)], [])).toEqual([
    expect.stringMatching(new RegExp(`^releases/broken\\.md: ${what}`)),
  ]);
});

it('the release note check refuses a docs version not released, and two notes for one docs version or version', () => {
  expect(releaseNoteProblems([note('a', {docs_version: '1.0'})], [])[0]).toMatch(
    /^releases\/a\.md: front matter "docs_version" .*versions\.json lists none/,
  );
  const twice = releaseNoteProblems(
    [note('a', {docs_version: '1.0'}), note('b', {version: '1.0.1', docs_version: '1.0'})],
    ['1.0'],
  );
  expect(twice).toEqual([expect.stringMatching(/^releases\/b\.md: front matter "docs_version"/)]);
  // Nor two notes of the same version.
  expect(releaseNoteProblems([note('a'), note('b')], [])).toEqual([
    expect.stringMatching(/^releases\/b\.md: front matter "version" .*releases\/a\.md/),
  ]);
});

// A page's date in its structured data: build.spec.ts, on every built article.
it('dates of change come from Git only with its whole history: a full clone, not a shallow one, nor no Git', () => {
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
      stdio: 'ignore',
    });
  inTempDir('git-history-', {}, (dir) => {
    const [full, shallow] = [join(dir, 'full'), join(dir, 'shallow')];
    git('init', '-q', full);
    for (const name of ['a', 'b']) git('-C', full, 'commit', '-q', '--allow-empty', '-m', name);
    git('clone', '-q', '--depth', '1', `file://${full}`, shallow);
    expect([full, shallow, tmpdir()].map(hasFullGitHistory)).toEqual([true, false, false]);
  });
});
