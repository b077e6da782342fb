/** @jest-environment node */
/** The `markdown copies` step: each page's Markdown copy, llms.txt and llms-full.txt. */
import {orderSections, sectionOf} from '../../src/plugins/llmsTxt';
import {contentMarkdown, pageFacts, parseHtml} from '../../src/plugins/pageMarkdown';
import type {RouteFacts} from '../../src/plugins/pageTypes';

const siteUrl = 'https://site.example';

/** A built docs page as Docusaurus renders it, with components already turned into HTML. */
const docPage = `<!doctype html><html class="plugin-docs plugin-id-default docs-version-current"><head>
<title>Offline Mode | Site</title><meta name="description" content="What works offline.">
<meta name="docusaurus_version" content="current"></head><body>
<nav class="navbar"><a href="/">Site</a></nav><aside><a href="/other">Other</a></aside>
<main><article><div class="theme-doc-markdown markdown"><header><h1>Offline Mode</h1></header>
<div data-not-content=""><p><a href="/">Back to Home</a></p><button type="button">Copy as Markdown</button></div>
<p>Go <a href="/">home</a>, to <a href="/search">no copy</a>.</p>
<ol><li><h3>Capture</h3><p>What you read.</p></li><li><h3>Compress</h3><p>Kept small.</p></li></ol>
<div class="helpful_x" role="group" data-not-content=""><p>Was this page helpful?</p><p><a href="https://form.example/?a=yes">Yes</a></p></div>
<p>Read <a href="/other">the other page</a>, <a href="/other#part">a part of it</a> and <a href="#below">below</a>.</p>
<h2 id="below">Below<a href="#below" class="hash-link" aria-label="Direct link">\u200b</a></h2>
<div class="heading"><h2 id="beside">Beside</h2><a href="#beside" class="anchor_z"><span>Section titled Beside</span></a></div>
<ul class="grid_x"><li class="card_y"><h3>Card title</h3><p>Card text from a component.</p></li></ul>
<p>Only for screen readers: <span class="visually-hidden">hidden duplicate</span><span class="srOnly_ab">another</span>shown.</p>
<noscript><p>Needs JavaScript.</p></noscript>
<table><thead><tr><th>Mode</th><th>Size</th></tr></thead><tbody><tr><td>Lossless</td><td>100%</td></tr></tbody></table>
<div class="language-bash theme-code-block"><div>Title</div><pre class="prism-code language-bash"><code><div class="token-line"><span class="token">npm</span><span> ci</span><br></div><div class="token-line"><span>npm start</span><br></div></code><button>Copy</button></pre></div>
<p><img src="/img/a.webp" alt="A picture"></p>
</div></article><nav class="pagination-nav"><a href="/next">Next</a></nav></main></body></html>`;

/** The route facts Docusaurus hands the build for the page. */
const docsRoute: RouteFacts = {
  plugin: {name: 'docs', id: 'default'},
  docsVersion: 'current',
  noIndex: false,
  sourceFile: 'docs/offline-mode.md',
};

function convert(html: string) {
  const facts = pageFacts(parseHtml(html), 'Site', docsRoute);
  if (!facts.content) throw new Error('no content');
  const markdownPages = new Set(['/', '/other', '/offline-mode']);
  const context = {pageUrl: `${siteUrl}/offline-mode`, siteUrl, markdownPages};
  return {facts, markdown: contentMarkdown(facts.content, facts.title, context)};
}

describe('a built page as Markdown', () => {
  const {markdown} = convert(docPage);

  it("keeps the article's text, its components' included, under its title", () => {
    expect(markdown.startsWith('# Offline Mode\n')).toBe(true);
    const kept = ['## Below', '## Beside\n', '### Card title', 'Card text from a component.'];
    for (const text of [...kept, '| Mode     | Size |']) expect(markdown).toContain(text);
    // A page without a copy is linked as itself; every other link: build.spec.ts, on every copy.
    expect(markdown).toContain(`[no copy](${siteUrl}/search)`);
  });

  it('leaves out navigation, controls, anchors, hidden duplicates and fallbacks', () => {
    const left = ['Back to Home', 'Copy', 'Other', 'Next', 'hidden duplicate', 'helpful'];
    // A heading's link to itself, in or beside it: 'Section titled', '#beside', '\u200b'.
    for (const text of [...left, 'Section titled', '#beside', '\u200b', 'Needs JavaScript']) {
      expect(markdown).not.toContain(text);
    }
    expect(markdown).not.toMatch(/\[[^\]]*\]\(#/);
  });

  it('keeps numbered steps a numbered list, and code blocks fenced with their language and lines', () => {
    expect(markdown).toMatch(/^1\. ### Capture\n\n {3}What you read\.\n\n2\. ### Compress$/m);
    expect(markdown).toContain('```bash\nnpm ci\nnpm start\n```');
  });
});

it("a page without a doc's article is taken from its main, titled by its <title>", () => {
  const {markdown} = convert(
    `<html><head><title>Home | Site</title></head><body><nav>Menu</nav><main>
    <p class="badge">New</p><section><h2>Stats</h2><ul><li><span>47</span><span>minutes</span></li></ul></section>
    <div data-playing="false"><p>Animation frame</p></div>
    <div role="img" aria-label="A drawing of the product"><span>x</span></div></main></body></html>`,
  );
  expect(markdown.startsWith('# Home\n')).toBe(true);
  for (const text of ['47 minutes', '_A drawing of the product_']) expect(markdown).toContain(text);
  for (const text of ['Animation frame', 'Menu']) expect(markdown).not.toContain(text);
});

it('llms.txt lists older docs versions under Optional, last', () => {
  const older = new Set(['1.0']);
  /** The section of a page the plugin `name` (`id`) made, in a docs version or none. */
  const section = (name: string, id: string, docsVersion: string | null = null) => {
    const html = {title: 'A page', description: 'What it says.', content: null};
    return sectionOf({...docsRoute, ...html, plugin: {name, id}, docsVersion}, older);
  };
  expect(section('docs', 'default', '2.0')).toBe('Docs');
  expect(section('docs', 'default', '1.0')).toBe('Optional');
  expect(section('blog', 'releases')).toBe('Releases');
  expect(section('pages', 'default')).toBe('Pages');
  const order = orderSections(['Optional', 'Releases', 'Docs', 'Pages', 'Docs']);
  expect(order).toEqual(['Pages', 'Docs', 'Releases', 'Optional']);
});
