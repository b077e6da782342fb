import type {Page} from '@playwright/test';
import {sitemapPaths} from '../fixtures';

/** An address no page has: the host answers it with the not-found page. */
export const notFoundPath = '/quality-gate-missing-page';

/** Every public route, plus the not-found page. */
export function allPages(): string[] {
  return [...sitemapPaths(), ...(process.env.E2E_PATH ? [] : [notFoundPath])];
}

export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];

export const widths = [1280, 375] as const;

/** Picks the colour mode before any page script runs, as a returning visitor's choice would. */
export async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((value) => {
    // Init scripts run in every frame; the embedded form's frame has no storage of ours.
    if (window.top === window) window.localStorage.setItem('theme', value);
  }, theme);
}

/** Loads a page (the not-found page answers 404) and waits for hydration. */
export async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  if (path !== notFoundPath && response?.status() !== 200) {
    throw new Error(`${path} answered ${response?.status()}`);
  }
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}
