/**
 * Every step that reads or rewrites the built pages, in one declared order (`pageSteps`): each
 * page is read once, handed from step to step in memory, written once (`write pages`), and then
 * read as served by the later steps. A step names the steps it must follow; the pipeline stops,
 * naming it, when the order breaks that or when it changes a page after `write pages`.
 */
import {readFile, writeFile} from 'node:fs/promises';
import type {Plugin, PluginRouteConfig, RouteConfig} from '@docusaurus/types';
import type {Build, BuiltPage, PageStep, RouteFacts} from './pageTypes';
import {loaderParts, speedupsOn} from '../speedups';
import {htmlPages} from '../../scripts/html-pages.mjs';
import {redirectablePaths} from '../../deploy/redirects';
import {writeDeploymentFiles} from './deploymentFiles';
import {stylesheetReader, withInlineStylesheets} from './inlineStylesheet';
import {writeMarkdownCopies} from './llmsTxt';
import {writeSearchIndex} from './searchIndex';
import {minifiedLoader, withLoader} from './ssrTemplate';

export type {Build, BuiltPage, PageStep, RouteFacts} from './pageTypes';

function rewritePages(
  pages: BuiltPage[],
  transform: (html: string, page: BuiltPage) => string,
): void {
  for (const page of pages) page.html = transform(page.html, page);
}

/**
 * The head tags that name a page's own address, as the theme's SiteMetadata renders them (the
 * minifier may drop the quotes); tests/unit/upgrade.test.ts fails when it renders another.
 */
export const ownAddressTags = [
  /<link\b[^>]*\brel="?canonical\b[^>]*>/g,
  /<meta\b[^>]*\bproperty="?og:url\b[^>]*>/g,
  /<link\b[^>]*\bhreflang=[^>]*>/g,
];

/** Where the page template's loader starts: the not-found page's addresses go right before it. */
const loaderTag = '<script data-scripts=';

/** The page with the addresses named on its loader; throws when the loader is not there once. */
export function withAddresses(html: string, page: string, pages: readonly string[]): string {
  const count = html.split(loaderTag).length - 1;
  if (count !== 1) {
    throw new Error(
      `not-found addresses (src/plugins/pagePipeline.ts): ${page} has ${count} page-template ` +
        `loaders (${loaderTag}…), expected 1; see src/plugins/ssrTemplate.ts.`,
    );
  }
  return html.replace(loaderTag, () => `<script data-pages="${pages.join(' ')}" data-scripts=`);
}

/** A page without the tags that name its address. */
export const withoutOwnAddress = (html: string): string =>
  ownAddressTags.reduce((page, tag) => page.replace(tag, ''), html);

/** The steps, in the order they run. */
export const pageSteps: readonly PageStep[] = [
  // Reads each page's content, before the loader and the styles are in.
  {name: 'markdown copies', run: writeMarkdownCopies},
  {
    name: 'loader',
    speedup: 'scriptsAfterPaint',
    async run(pages, {speedups}) {
      const loader = await minifiedLoader();
      const off = (Object.keys(loaderParts) as (keyof typeof loaderParts)[])
        .filter((part) => !speedups[part])
        .map((part) => loaderParts[part]);
      rewritePages(pages, (html, {file}) => withLoader(html, loader, file, off));
    },
  },
  {
    name: 'inline stylesheet',
    speedup: 'inlineStylesheet',
    run(pages, {outDir, baseUrl}) {
      const read = stylesheetReader(outDir, baseUrl);
      rewritePages(pages, (html, {file}) => withInlineStylesheets(html, read, file));
    },
  },
  {
    // The host serves the not-found page for any unknown path: it claims no address of its own,
    // and its loader, named the site's addresses, sends another spelling of a page on to its
    // address. Without the loader (scriptsAfterPaint off), the loader's code alone leads its
    // head, with nothing to load.
    name: 'not-found addresses',
    after: ['loader'],
    async run(pages, {routesPaths, speedups}) {
      const addresses = redirectablePaths(routesPaths);
      const off = Object.values(loaderParts).join(' ');
      const alone = speedups.scriptsAfterPaint
        ? null
        : `<script data-pages="${addresses.join(' ')}" data-off="${off}" data-scripts="">${await minifiedLoader()}</script>`;
      rewritePages(pages, (html, {file, path}) => {
        if (path !== '/404') return html;
        const page = withoutOwnAddress(html);
        return alone
          ? page.replace(/<head>/, () => `<head>${alone}`)
          : withAddresses(page, file, addresses);
      });
    },
  },
  {
    // Every step above rewrites pages: one below would fail the run (runPageSteps).
    name: 'write pages',
    async run(pages) {
      await Promise.all(pages.map(({file, html}) => writeFile(file, html)));
    },
  },
  // The policy lists the hash of every inline script and style as served.
  {name: 'deployment files', after: ['write pages'], run: writeDeploymentFiles},
  {name: 'search index', after: ['write pages'], run: writeSearchIndex},
];

/** Problems with an order of steps: a step before one it follows (absent steps aside). */
export function orderProblems(steps: readonly PageStep[]): string[] {
  const names = steps.map((step) => step.name);
  return steps.flatMap((step, index) =>
    (step.after ?? [])
      .filter((before) => names.indexOf(before) > index)
      .map((before) => `page step "${step.name}" runs before "${before}", which it follows`),
  );
}

/** Each page's route facts by path, from the routes and route metadata Docusaurus built. */
export function routeFacts(
  routes: readonly PluginRouteConfig[],
  buildMetadata: Build['routesBuildMetadata'],
) {
  const facts = new Map<string, RouteFacts>();
  const walk = (route: RouteConfig, plugin: RouteFacts['plugin'], version: string | null) => {
    // The docs plugin passes each version's metadata to the route above its pages.
    const props = route.props as {version?: {version?: unknown}} | undefined;
    const docsVersion =
      typeof props?.version?.version === 'string' ? props.version.version : version;
    if (route.routes) {
      for (const child of route.routes) walk(child, plugin, docsVersion);
      return;
    }
    facts.set(pathOf(route.path), {
      plugin,
      docsVersion: plugin?.name === 'docs' ? docsVersion : null,
      noIndex: buildMetadata[route.path]?.noIndex ?? false,
      sourceFile: route.metadata?.sourceFilePath ?? null,
    });
  };
  for (const route of routes) {
    const name = route.plugin.name.replace(/^docusaurus-plugin-content-/, '');
    walk(route, {name, id: route.plugin.id}, null);
  }
  return facts;
}

const pathOf = (path: string) => (path === '/' ? path : path.replace(/\/+$/, ''));

const noRoute: RouteFacts = {plugin: null, docsVersion: null, noIndex: false, sourceFile: null};

/** Reads every built page once, runs the steps in order, and writes each page once. */
export async function runPageSteps(steps: readonly PageStep[], build: Build): Promise<void> {
  const problems = orderProblems(steps);
  if (problems.length > 0) {
    throw new Error(`pagePipeline (src/plugins/pagePipeline.ts): ${problems.join('; ')}.`);
  }
  const facts = routeFacts(build.routes, build.routesBuildMetadata);
  const pages: BuiltPage[] = await Promise.all(
    htmlPages(build.outDir).map(async ({file, path}) => ({
      file,
      path,
      html: await readFile(file, 'utf8'),
      route: facts.get(path) ?? noRoute,
    })),
  );
  let written: string[] | null = null;
  for (const step of steps) {
    if (step.speedup && !build.speedups[step.speedup]) continue;
    await step.run(pages, build);
    if (written) {
      const changed = pages.find((page, index) => page.html !== written![index]);
      if (changed) {
        throw new Error(
          `pagePipeline (src/plugins/pagePipeline.ts): page step "${step.name}" changed ` +
            `${changed.file} after "write pages"; move it above that step.`,
        );
      }
    }
    if (step.name === 'write pages') written = pages.map((page) => page.html);
  }
}

export default function pagePipelinePlugin(): Plugin {
  return {
    name: 'page-pipeline',
    postBuild: (props) => runPageSteps(pageSteps, {...props, speedups: speedupsOn}),
  };
}
