import AxeBuilder from '@axe-core/playwright';
import {test, expect} from '../fixtures';
import {allPages, open, themes, widths} from './pages';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: {target: unknown[]; failureSummary?: string}[];
}

/** One line per failing element, so a failure names the rule, the element and the fix. */
function describe(violations: AxeViolation[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n${violation.nodes
          .map(
            (node) =>
              `    ${JSON.stringify(node.target)}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`,
          )
          .join('\n')}`,
    )
    .join('\n');
}

for (const width of widths) {
  for (const theme of themes) {
    test.describe(`${theme} theme, ${width} px`, () => {
      // Settled state: reduced motion ends the fade-ins and the demo's animation at once.
      test.use({
        viewport: {width, height: 900},
        colorScheme: theme,
        reducedMotion: 'reduce',
      });

      for (const path of allPages()) {
        test(`${path} has no accessibility violations${width === 375 ? ' and no horizontal overflow' : ''}`, async ({
          page,
        }) => {
          await open(page, path, theme);
          const results = await new AxeBuilder({page}).withTags(tags).analyze();
          expect(
            results.violations.map((violation) => violation.id),
            describe(results.violations),
          ).toEqual([]);
          if (width === 375) {
            const overflow = await page.evaluate(() => ({
              scrollWidth: document.documentElement.scrollWidth,
              clientWidth: document.documentElement.clientWidth,
            }));
            expect(overflow.scrollWidth, 'page wider than the 375 px screen').toBeLessThanOrEqual(
              overflow.clientWidth,
            );
          }
        });
      }
    });
  }
}
