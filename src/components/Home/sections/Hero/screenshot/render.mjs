/**
 * Renders mock.html into the hero's WebP screenshots (static/img/home/screenshot-*.webp).
 * Needs Chromium and cwebp (Debian: apt-get install -y chromium webp).
 * Usage: node src/components/Home/sections/Hero/screenshot/render.mjs
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from '../../../../../../scripts/chromium.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const out = resolve(here, '../../../../../../static/img/home');
// Widths offered in the hero's srcset; keep in step with Hero/index.tsx.
const widths = [480, 800, 1200, 1600];

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [...chromiumArgs],
});
const page = await browser.newPage({
  viewport: {width: 1040, height: 650},
  deviceScaleFactor: 1600 / 1040,
});
await page.goto(pathToFileURL(join(here, 'mock.html')).href);
const png = join(mkdtempSync(join(tmpdir(), 'hero-')), 'full.png');
await page.screenshot({path: png, omitBackground: true});
await browser.close();

for (const width of widths) {
  const target = join(out, `screenshot-${width}.webp`);
  execFileSync('cwebp', [
    '-quiet',
    '-q',
    '78',
    '-m',
    '6',
    '-resize',
    String(width),
    '0',
    png,
    '-o',
    target,
  ]);
  console.log(target);
}
