/** @jest-environment node */
import {
  formatLlmsFull,
  formatLlmsTxt,
  orderSections,
  sectionOf,
  withMarkdownAlternate,
} from '../../src/plugins/llmsTxt';
import {pageFacts as facts} from './pageFacts';

describe('llms.txt', () => {
  const page = (title: string, description: string, file: string) => ({
    title,
    description,
    markdownUrl: `https://s.example/${file}`,
  });
  const text = formatLlmsTxt({
    title: 'Site',
    summary: 'What the site is about,\n in one line.',
    sections: [
      {name: 'Pages', pages: [page('Home', '', 'index.md')]},
      {name: 'Docs', pages: [page('Guide', 'How to.', 'guide.md')]},
      {name: 'Empty', pages: []},
    ],
  });

  it('has the title, the one-line summary, then a section per kind of page', () => {
    expect(text).toMatch(
      /^# Site\n\n> What the site is about, in one line\.\n\n## Pages\n\n- \[Home\]\(https:\/\/s\.example\/index\.md\)\n/,
    );
    expect(text).toContain('## Docs\n\n- [Guide](https://s.example/guide.md): How to.\n');
    expect(text).not.toContain('## Empty');
  });

  it('lists older docs versions under Optional, last', () => {
    const older = new Set(['1.0']);
    const docs = (docsVersion: string) =>
      sectionOf(facts({plugin: {name: 'docs', id: 'default'}, docsVersion}), older);
    expect(docs('2.0')).toBe('Docs');
    expect(docs('1.0')).toBe('Optional');
    expect(sectionOf(facts({plugin: {name: 'blog', id: 'releases'}}), older)).toBe('Releases');
    expect(sectionOf(facts({plugin: {name: 'pages', id: 'default'}}), older)).toBe('Pages');
    const order = orderSections(['Optional', 'Releases', 'Docs', 'Pages', 'Docs']);
    expect(order).toEqual(['Pages', 'Docs', 'Releases', 'Optional']);
  });
});

it("llms-full.txt gives each page's Markdown once, under its title and URL", () => {
  const text = formatLlmsFull({
    title: 'Site',
    summary: 'About.',
    pages: [
      {title: 'Guide', url: 'https://s.example/guide', markdown: '# Guide\n\nBody text.\n'},
      {title: 'Home', url: 'https://s.example/', markdown: 'Intro.\n\n# Hero\n'},
    ],
  });
  expect(text).toContain('# Guide\n\nURL: https://s.example/guide\n\nBody text.');
  expect(text).toContain('# Home\n\nURL: https://s.example/\n\nIntro.\n\n# Hero');
  expect(text.match(/# Guide/g)).toHaveLength(1);
});

it("a page's alternate link goes into its head once", () => {
  const html = '<html><head><title>x</title></head><body></body></html>';
  const once = withMarkdownAlternate(html, '/x.md');
  expect(once).toContain('<link rel="alternate" type="text/markdown" href="/x.md"></head>');
  expect(withMarkdownAlternate(once, '/x.md')).toBe(once);
});
