#!/usr/bin/env node
/**
 * Initial JavaScript and CSS of every pre-rendered page of a build, in gzip bytes: what the page
 * needs before it hydrates, the scripts and stylesheets its HTML names or holds plus the route
 * chunks the runtime loads first (from `.docusaurus/`, scripts/route-chunks.mjs).
 *
 * Usage: node scripts/route-weights.mjs [--site .] [--json]
 */
import {existsSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {htmlPages, readGenerated, routeChunkIds} from './route-chunks.mjs';

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file)).length);
  return gzipCache.get(file);
}

/** Weighs every page of the build in `siteDir/build`. */
export function routeWeights(siteDir = '.') {
  const buildDir = resolve(siteDir, 'build');
  const generatedDir = resolve(siteDir, '.docusaurus');
  if (!existsSync(join(buildDir, 'index.html'))) {
    throw new Error(`No build in ${buildDir}: run the build first.`);
  }
  const generated = readGenerated(generatedDir);
  const {manifest} = generated;

  return htmlPages(buildDir).map(({file, path}) => {
    const html = readFileSync(file, 'utf8');
    const scripts = [
      ...[...html.matchAll(/<script[^>]*\ssrc=["']?([^"'\s>]+)/g)].map((m) => m[1]),
      // Scripts the loader starts after the first paint (see src/plugins/ssrTemplate.ts).
      ...[...html.matchAll(/<script[^>]*\sdata-scripts="([^"]*)"/g)].flatMap((m) =>
        m[1].split(/\s+/).filter(Boolean),
      ),
    ];
    const styles = [...html.matchAll(/<link[^>]*rel=["']?stylesheet["']?[^>]*>/g)]
      .map((m) => /href=["']?([^"'\s>]+)/.exec(m[0])?.[1])
      .filter(Boolean);
    // The not-found page is what the host serves for any unknown path.
    const routePath = path === '/404' ? '/404.html' : path;
    const chunkIds = routeChunkIds(generated, routePath);
    const chunkJs = chunkIds.flatMap((id) => manifest.assets[id]?.js ?? []).map((a) => a.file);
    const chunkCss = chunkIds.flatMap((id) => manifest.assets[id]?.css ?? []).map((a) => a.file);
    const local = (href) => href.replace(/^\//, '');
    const jsFiles = [...new Set([...scripts.map(local), ...chunkJs])];
    const cssFiles = [...new Set([...styles.map(local), ...chunkCss])];
    const weigh = (files) =>
      files
        .filter((f) => !/^https?:/.test(f))
        .map((f) => ({file: f, gzip: gzipBytes(join(buildDir, f))}));
    const js = weigh(jsFiles);
    // The stylesheet the build writes into the page (src/plugins/inlineStylesheet.ts), counted
    // once: the chunk manifest still names its file.
    const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
    const css = [
      ...weigh(cssFiles.filter((f) => !inline.includes(readFileSync(join(buildDir, f), 'utf8')))),
      ...inline.map((body) => ({file: '<style> in the page', gzip: gzipSync(body).length})),
    ];
    const sum = (list) => list.reduce((total, item) => total + item.gzip, 0);
    return {path, js, css, jsGzip: sum(js), cssGzip: sum(css)};
  });
}

const isMain = process.argv[1] && resolve(process.argv[1]) === import.meta.filename;
if (isMain) {
  const {values} = parseArgs({options: {site: {type: 'string'}, json: {type: 'boolean'}}});
  const weights = routeWeights(values.site);
  if (values.json) {
    console.log(JSON.stringify(weights, null, 2));
  } else {
    const kib = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
    console.log('route                                    JS gzip KiB  CSS gzip KiB');
    for (const w of weights)
      console.log(`${w.path.padEnd(40)} ${kib(w.jsGzip)}      ${kib(w.cssGzip)}`);
  }
}
