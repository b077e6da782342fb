#!/usr/bin/env node
/**
 * Draws the social cards (1200×630 PNG) shown when a page is shared: one for the site and one
 * per article in docs/, plus the square logo that the structured data names. Each card is an
 * HTML template rendered in Chromium and screenshotted.
 *
 * Usage: npm run social-cards   (PRODUCT_NAME is read like the build reads it)
 * Writes static/img/social/{site,logo,<doc file name>}.png. Commit the results.
 */
import {readFile, readdir, mkdir, writeFile, rm} from 'node:fs/promises';
import {join, dirname, basename} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {tmpdir} from 'node:os';
import ts from 'typescript';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from '../scripts/chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'static', 'img', 'social');

/** src/brand.ts compiled on the fly, so the cards use the same name as the site. */
async function loadBrand() {
  const source = await readFile(join(root, 'src', 'brand.ts'), 'utf8');
  const {outputText} = ts.transpileModule(source, {
    compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
  });
  const file = join(tmpdir(), `brand-${process.pid}.mjs`);
  await writeFile(file, outputText);
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    await rm(file, {force: true});
  }
}

/** `title` and `description` from an MDX file's front matter. */
function frontMatter(text) {
  const block = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const field = (name) => {
    const value = new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(block)?.[1]?.trim() ?? '';
    return value.replace(/^(['"])(.*)\1$/, '$2');
  };
  return {title: field('title'), description: field('description')};
}

const escape = (text) =>
  text.replace(/[&<>"]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[c]);

const logoSvg = await readFile(join(root, 'static', 'img', 'logo.svg'), 'utf8');

/** The knowledge-graph motif: a few nodes and links, drawn flat so the PNG stays small. */
const graph = `<svg class="graph" viewBox="0 0 420 630" aria-hidden="true">
  <g stroke="#5f7fe0" stroke-width="3" fill="none" opacity=".55">
    <path d="M80 120 250 70 360 190 210 260 80 120M210 260 300 400 150 470 210 260M300 400 390 520 250 580 150 470"/>
  </g>
  <g fill="#8ea6f0">
    <circle cx="80" cy="120" r="12"/><circle cx="250" cy="70" r="9"/><circle cx="360" cy="190" r="14"/>
    <circle cx="210" cy="260" r="18"/><circle cx="300" cy="400" r="12"/><circle cx="150" cy="470" r="10"/>
    <circle cx="390" cy="520" r="9"/><circle cx="250" cy="580" r="12"/>
  </g>
</svg>`;

function cardHtml({productName, kicker, title, description}) {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  * { margin: 0; box-sizing: border-box; }
  body { width: 1200px; height: 630px; background: #131a2e; color: #f2f4fa;
    font-family: 'Liberation Sans', Arial, sans-serif; overflow: hidden; position: relative; }
  .brand { position: absolute; top: 64px; left: 80px; display: flex; align-items: center; gap: 20px;
    font-size: 36px; font-weight: 700; letter-spacing: .01em; }
  .brand svg { width: 56px; height: 56px; }
  .text { position: absolute; left: 80px; top: 200px; width: 760px; }
  .kicker { font-size: 26px; font-weight: 700; color: #9db2f2; text-transform: uppercase;
    letter-spacing: .08em; margin-bottom: 20px; }
  h1 { font-size: 68px; line-height: 1.08; font-weight: 700; }
  p { margin-top: 28px; font-size: 28px; line-height: 1.4; color: #c3cbe0;
    display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical; overflow: hidden; }
  .graph { position: absolute; right: 40px; top: 0; width: 420px; height: 630px; }
  .rule { position: absolute; left: 0; bottom: 0; width: 1200px; height: 12px; background: #2b4cb0; }
</style></head><body>
  <div class="brand">${logoSvg}<span>${escape(productName)}</span></div>
  <div class="text">
    <div class="kicker">${escape(kicker)}</div>
    <h1>${escape(title)}</h1>
    <p>${escape(description)}</p>
  </div>
  ${graph}
  <div class="rule"></div>
</body></html>`;
}

const {brand} = await loadBrand();
const cards = [
  {
    name: 'site',
    kicker: 'The context-engineering AI browser',
    title: `${brand.productName} Browser`,
    description: 'Remembers everything that matters: what you read, write and research.',
  },
];
const docsDir = join(root, 'docs');
for (const file of (await readdir(docsDir)).filter((name) => /\.mdx?$/.test(name)).sort()) {
  const {title, description} = frontMatter(await readFile(join(docsDir, file), 'utf8'));
  if (!title) throw new Error(`${file}: no title in front matter`);
  const name = basename(file).replace(/\.mdx?$/, '');
  cards.push({name, kicker: `${brand.productName} Browser`, title, description});
}

await mkdir(outDir, {recursive: true});
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
try {
  const page = await browser.newPage({viewport: {width: 1200, height: 630}});
  for (const card of cards) {
    await page.setContent(cardHtml({productName: brand.productName, ...card}));
    await page.screenshot({path: join(outDir, `${card.name}.png`)});
    console.log(`static/img/social/${card.name}.png`);
  }
  // The square logo for structured data: the mark alone, on the card's background.
  await page.setViewportSize({width: 512, height: 512});
  await page.setContent(
    `<body style="margin:0;background:#131a2e;display:grid;place-items:center;height:512px">` +
      `<div style="width:400px;height:400px">${logoSvg.replace('<svg ', '<svg width="400" height="400" ')}</div></body>`,
  );
  await page.screenshot({path: join(outDir, 'logo.png')});
  console.log('static/img/social/logo.png');
} finally {
  await browser.close();
}
