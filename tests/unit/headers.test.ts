/** @jest-environment node */
// That nginx sends these, and allows every built page's inline script and style: nginx.spec.ts.
import {createHash} from 'node:crypto';
import {contentSecurityPolicy, headerRules, inlineScriptHashes} from '../../deploy/headers';
import {brand} from '../../src/brand';

const formOrigin = new URL(brand.feedbackFormUrl).origin;
const inputs = {
  scriptHashes: ["'sha256-b'", "'sha256-a'"],
  styleHashes: ["'sha256-s'"],
  formOrigin,
};

/** The values of a policy's directive `name` (the first of that name, as browsers read it). */
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .map((part) => part.split(' '))
    .find(([key]) => key === name)
    ?.slice(1);

describe('the content security policy', () => {
  const policy = contentSecurityPolicy(inputs);

  it('runs only same-origin scripts, the hashed inline ones and the feedback form', () => {
    // WebAssembly (the site search's), not eval() of JavaScript nor 'unsafe-inline'.
    const scripts = ["'self'", "'sha256-a'", "'sha256-b'", formOrigin];
    expect(directive(policy, 'script-src')).toEqual(scripts);
  });

  it("falls back to this site alone, and lets in only the brand's feedback form host", () => {
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(new Set(policy.match(/https?:\/\/[^\s;]+/g))).toEqual(new Set([formOrigin]));
  });

  // Frames only the feedback form: nginx.spec.ts, on the built policy.
  it('cannot itself be framed, and keeps styles, images, connections and workers on the site', () => {
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    // The stylesheet inlined into each page is allowed by its hash, and no other inline style.
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'sha256-s'"]);
    expect(directive(policy, 'style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:']);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'worker-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
  });
});

describe('the header rules', () => {
  const rules = headerRules(inputs);

  it('name each header in one rule only, so no host joins two values', () => {
    const names = rules.flatMap((rule) => rule.headers.map(([name]) => name));
    expect(new Set(names).size).toBe(names.length);
  });

  it('send the security headers everywhere and cache hashed assets for good', () => {
    const siteWide = new Map(rules.find((rule) => rule.pattern === '/*')?.headers);
    expect(Object.fromEntries(siteWide)).toMatchObject({
      'Content-Security-Policy': contentSecurityPolicy(inputs),
      'Strict-Transport-Security': expect.stringMatching(/^max-age=\d{8,}; includeSubDomains$/),
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': expect.stringMatching(/camera=\(\).*microphone=\(\)/),
    });
    const assets = new Map(rules.find((rule) => rule.pattern === '/assets/*')?.headers);
    expect(assets.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });
});

it('inline script hashes cover executable inline scripts, not external ones or data blocks', () => {
  const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
  const html =
    '<script>a()</script><script src=/x.js></script>' +
    '<script type=application/ld+json>{"a":1}</script><script type="module">b()</script>';
  expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
});
