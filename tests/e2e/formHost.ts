import {test as base, expect, type BrowserContext, type Page} from '@playwright/test';
import type {ConsoleEntry} from './fixtures';
import {brand, feedbackEmbedScriptUrl} from '../../src/brand';

/** The feedback form's host, unreachable from test machines: tests stand in for it. */
export const formOrigin = new URL(brand.feedbackFormUrl).origin;

/** A stand-in for the host's widget: it loads every waiting embed, as the real one does. */
const stubWidget = `window.Tally = {
  loadEmbeds() {
    window.__embedLoads = (window.__embedLoads || 0) + 1;
    document.querySelectorAll('iframe[data-tally-src]:not([src])').forEach((frame) => {
      frame.src = frame.dataset.tallySrc;
    });
  },
};`;

/** A stand-in for the form: like the real one, it tells the page that embeds it that it loaded. */
const stubForm = `<!doctype html><title>Feedback</title><p>Stub feedback form</p>
<script>parent.postMessage(JSON.stringify({event: 'Tally.FormLoaded', payload: {formId: 'stub'}}), '*');</script>`;

/** serve: widget and form; abort: the widget blocked; blocked: no host. The last call wins. */
export async function stubFormHost(
  target: Page | BrowserContext,
  host: 'serve' | 'abort' | 'blocked' = 'serve',
): Promise<void> {
  await target.route(`${formOrigin}/**`, async (route) => {
    if (host === 'blocked') return route.abort('blockedbyclient');
    if (route.request().url() === feedbackEmbedScriptUrl) {
      if (host === 'abort') return route.abort('blockedbyclient');
      return route.fulfill({contentType: 'text/javascript', body: stubWidget});
    }
    return route.fulfill({contentType: 'text/html', body: stubForm});
  });
}

/** Lets through (and forgets) the browser's reports of blocked requests; anything else fails. */
export function allowOnlyBlockedRequests(consoleEntries: ConsoleEntry[]): void {
  const blocked = /^Failed to load resource: net::ERR_BLOCKED_BY_CLIENT/;
  expect(consoleEntries.filter((entry) => !blocked.test(entry.text))).toEqual([]);
  consoleEntries.splice(0, consoleEntries.length);
}

/** Playwright's test with the stand-in on every page (fixtures.ts builds on it). */
export const test = base.extend({
  page: async ({page}, provide) => {
    await stubFormHost(page);
    await provide(page);
  },
});
