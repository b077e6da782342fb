import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {root} from '../built';
import {test, expect} from '../fixtures';
import {buildMarkerProblem} from '../../../scripts/build-marker.mjs';

interface Asset {
  file: string;
  gzip: number;
}
interface RouteWeight {
  path: string;
  js: Asset[];
  css: Asset[];
  jsGzip: number;
  cssGzip: number;
}

const budgets: {initialJsGzipMax: number; initialCssGzipMax: number} = JSON.parse(
  readFileSync(join(root, 'tests', 'budgets.json'), 'utf8'),
);
const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
const list = (assets: Asset[]): string =>
  assets.map((asset) => `  ${kib(asset.gzip).padStart(10)}  ${asset.file}`).join('\n');

test('every page loads no more JavaScript and CSS than the budget (gzip, from build/)', () => {
  // The route chunks come from .docusaurus/, which `npm start` or another build may rewrite.
  const problem = buildMarkerProblem({
    buildDir: join(root, 'build'),
    generatedDir: join(root, '.docusaurus'),
  });
  expect(problem, 'the weights must come from the build being measured').toBeNull();
  // The same script the benchmark uses: scripts and stylesheets in each page's HTML plus the
  // route chunks the runtime loads before hydrating.
  const weights: RouteWeight[] = JSON.parse(
    execFileSync(process.execPath, [join(root, 'scripts', 'route-weights.mjs'), '--json'], {
      cwd: root,
      encoding: 'utf8',
    }),
  );
  expect(weights.map((weight) => weight.path)).toContain('/');
  for (const weight of weights) {
    expect
      .soft(
        weight.jsGzip,
        `${weight.path}: initial JS ${kib(weight.jsGzip)} > ${kib(budgets.initialJsGzipMax)}\n${list(weight.js)}`,
      )
      .toBeLessThanOrEqual(budgets.initialJsGzipMax);
    expect
      .soft(
        weight.cssGzip,
        `${weight.path}: initial CSS ${kib(weight.cssGzip)} > ${kib(budgets.initialCssGzipMax)}\n${list(weight.css)}`,
      )
      .toBeLessThanOrEqual(budgets.initialCssGzipMax);
  }
});
