/** @jest-environment node */
import {mkdtempSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {inlineStylesheets, withInlineStylesheets} from '../../src/plugins/inlineStylesheet';

const css = '.navbar{display:flex}';
const read = (href: string) => (href === '/assets/css/styles.1.css' ? css : undefined);

test("a page's stylesheet link becomes the stylesheet itself, minified or not", () => {
  for (const link of [
    '<link rel=stylesheet href=/assets/css/styles.1.css />',
    '<link rel="stylesheet" href="/assets/css/styles.1.css">',
  ]) {
    const html = `<head><title>A</title>${link}<script>x()</script></head><body></body>`;
    expect(withInlineStylesheets(html, read, 'a.html')).toBe(
      `<head><title>A</title><style>${css}</style><script>x()</script></head><body></body>`,
    );
  }
});

test("other links and another host's stylesheet stay as they are", () => {
  const html =
    '<link rel=preload href=/assets/css/styles.1.css as=style>' +
    '<link rel=stylesheet href=https://cdn.example/x.css>' +
    '<link rel=stylesheet href=/assets/css/unknown.css>';
  expect(withInlineStylesheets(html, read, 'a.html')).toBe(html);
});

test('refuses what an inline copy would break, naming the page and the file', () => {
  const media = '<link rel=stylesheet href=/assets/css/styles.1.css media=print>';
  expect(() => withInlineStylesheets(media, read, 'a.html')).toThrow(/a\.html.*media/);
  const closing = '<link rel=stylesheet href=/assets/css/styles.1.css>';
  expect(() => withInlineStylesheets(closing, () => 'a{content:"</style>"}', 'b.html')).toThrow(
    /styles\.1\.css.*<\/style.*b\.html/,
  );
});

test('every page of a build gets the stylesheet its link named, read from the build', async () => {
  const outDir = mkdtempSync(join(tmpdir(), 'inline-stylesheet-'));
  mkdirSync(join(outDir, 'assets', 'css'), {recursive: true});
  mkdirSync(join(outDir, 'docs'));
  writeFileSync(join(outDir, 'assets', 'css', 'styles.1.css'), css);
  const page = '<head><link rel=stylesheet href=/assets/css/styles.1.css></head><body>x</body>';
  writeFileSync(join(outDir, 'index.html'), page);
  writeFileSync(join(outDir, 'docs', 'a.html'), page);
  await inlineStylesheets(outDir);
  for (const file of ['index.html', join('docs', 'a.html')]) {
    expect(readFileSync(join(outDir, file), 'utf8')).toBe(
      `<head><style>${css}</style></head><body>x</body>`,
    );
  }
});
