/** @jest-environment node */
import {
  orderProblems,
  pageSteps,
  runPageSteps,
  type Build,
  type PageStep,
} from '../../src/plugins/pagePipeline';
import {speedupSettings} from '../../src/speedups';
import {read} from './imports';
import {dirPerTest, writeFiles} from './tempDir';

// The build minifies the loader with Docusaurus's bundler, which jest cannot import: its source.
jest.mock('../../src/plugins/ssrTemplate', () => {
  const actual = jest.requireActual<{loaderSource: string}>('../../src/plugins/ssrTemplate');
  return {...actual, minifiedLoader: async () => actual.loaderSource};
});

// runPageSteps runs orderProblems first and stops on a wrong order.
it('the page steps refuse an order that puts a step before one it follows, naming it', () => {
  const [copies, loader, stylesheet, addresses, ...rest] = pageSteps;
  expect(orderProblems([copies!, addresses!, loader!, stylesheet!, ...rest])).toEqual([
    'page step "not-found addresses" runs before "loader", which it follows',
  ]);
});

const step = (name: string) => pageSteps.find((s) => s.name === name)!;

describe('a run of the steps', () => {
  /** A build of two pages linking one stylesheet, as Docusaurus hands it to postBuild. */
  const linked = '<head><link rel=stylesheet href=/assets/css/styles.1.css></head><body>x</body>';
  const outDir = dirPerTest('page-pipeline-', {
    'assets/css/styles.1.css': '.a{color:red}',
    'index.html': linked,
    'docs/a.html': linked,
  });
  const build = () =>
    ({
      outDir: outDir(),
      baseUrl: '/',
      routes: [],
      routesBuildMetadata: {},
      speedups: speedupSettings(),
    }) as unknown as Build;
  const written = (file: string) => read(outDir(), file);

  it('rewrites every page and writes it, skipping a speed-up that is off', async () => {
    const steps = [step('inline stylesheet'), step('write pages')];
    const off = {...build(), speedups: speedupSettings('inlineStylesheet')};
    await runPageSteps(steps, off);
    expect(written('index.html')).toBe(linked);
    await runPageSteps(steps, build());
    const inlined = '<head><style>.a{color:red}</style></head><body>x</body>';
    expect([written('index.html'), written('docs/a.html')]).toEqual([inlined, inlined]);
  });

  it('with scriptsAfterPaint off, still gives the not-found page the redirect of other spellings', async () => {
    for (const off of ['scriptsAfterPaint', '']) {
      const site = {...build(), routesPaths: ['/', '/docs/a'], speedups: speedupSettings(off)};
      writeFiles(site.outDir, {'404.html': '<head><script data-scripts=""></script></head>'});
      await runPageSteps([step('not-found addresses'), step('write pages')], site);
      const loader =
        /^<head><script data-pages="\/docs\/a" data-off="[^"]+" data-scripts="">[\s\S]+location\.replace/;
      expect(loader.test(written('404.html'))).toBe(off !== '');
      expect(written('index.html')).not.toContain('<script');
    }
  });

  it('stops, naming the step, when a step changes a page after it was written', async () => {
    const late: PageStep = {
      name: 'late rewrite',
      run: (pages) => pages.forEach((page) => (page.html += '<!-- late -->')),
    };
    const changed = /"late rewrite" changed .*index\.html after "write pages"/;
    await expect(runPageSteps([step('write pages'), late], build())).rejects.toThrow(changed);
  });
});

it('the speed-up switches (SPEEDUPS_OFF) turn off what they name, the loader’s parts with the loader, and refuse other names', () => {
  const off = (names: string) =>
    Object.entries(speedupSettings(names)).flatMap(([name, on]) => (on ? [] : [name]));
  expect(off('')).toEqual([]);
  expect(off('inlineStylesheet, lazyLayout')).toEqual(['inlineStylesheet', 'lazyLayout']);
  expect(off('scriptsAfterPaint')).toEqual(['scriptsAfterPaint', 'lazyLayout', 'clickReplay']);
  expect(() => speedupSettings('inlineStyles')).toThrow(
    /SPEEDUPS_OFF names inlineStyles, which src\/speedups\.ts does not have; known: lazyPrism,/,
  );
});
