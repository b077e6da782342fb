import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {buildDir, builtFile} from '../built';
import {sitemapPaths} from '../fixtures';

/** An address no page has: the host answers it with the not-found page. */
export const notFoundPath = '/quality-gate-missing-page';

/** Every public route, plus the not-found page. */
export function allPages(): string[] {
  return [...sitemapPaths(), ...(process.env.E2E_PATH ? [] : [notFoundPath])];
}

/** One page of each kind among `paths`, told apart by `<html>`'s classes less the page's id. */
export function onePagePerKind(paths: string[] = allPages()): string[] {
  const byKind = new Map<string, string>();
  for (const path of paths) {
    const file = path === notFoundPath ? join(buildDir, '404.html') : builtFile(path);
    const html = readFileSync(file, 'utf8');
    const classes = /<html[^>]*\sclass="([^"]*)"/.exec(html)?.[1] ?? '';
    const kind = classes.replace(/\bdocs-doc-id-\S+/g, '');
    if (!byKind.has(kind)) byKind.set(kind, path);
  }
  return [...byKind.values()];
}

export const themes = ['light', 'dark'] as const;

/** Scrolls through the page, a frame at each step, so that whatever loads on view has loaded. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 100);
      });
    for (let y = 0; y <= document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
    }
    await frame();
    await Promise.all(
      Array.from(document.images, (image) => image.decode().catch(() => undefined)),
    );
  });
}
