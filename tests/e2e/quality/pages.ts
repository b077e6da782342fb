import type {Page} from '@playwright/test';
import {expect, sitemapPaths} from '../fixtures';

/** An address no page has: the host answers it with the not-found page. */
export const notFoundPath = '/quality-gate-missing-page';

/** Every public route, plus the not-found page. */
export function allPages(): string[] {
  return [...sitemapPaths(), ...(process.env.E2E_PATH ? [] : [notFoundPath])];
}

export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];

export const widths = [1280, 375] as const;

/** Picks the colour mode the way a visitor's system does: prefers-color-scheme. */
export async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({colorScheme: theme});
}

/**
 * Loads a page (the not-found page answers 404) and waits for hydration; given a theme, also
 * that the page shows it, so that a gate never measures the other one.
 */
export async function open(page: Page, path: string, theme?: Theme): Promise<void> {
  const response = await page.goto(path);
  if (path !== notFoundPath && response?.status() !== 200) {
    throw new Error(`${path} answered ${response?.status()}`);
  }
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  if (theme) await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}
