/** @jest-environment node */
import {withInlineStylesheets} from '../../src/plugins/inlineStylesheet';

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

test('refuses what an inline copy would break, naming the page and the file', () => {
  const media = '<link rel=stylesheet href=/assets/css/styles.1.css media=print>';
  expect(() => withInlineStylesheets(media, read, 'a.html')).toThrow(/a\.html.*media/);
  const closing = '<link rel=stylesheet href=/assets/css/styles.1.css>';
  expect(() => withInlineStylesheets(closing, () => 'a{content:"</style>"}', 'b.html')).toThrow(
    /styles\.1\.css.*<\/style.*b\.html/,
  );
});
