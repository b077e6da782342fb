/**
 * Ties `.docusaurus/`, which the weight gate reads and `npm start` or another build rewrites, to
 * the production build that wrote it: a digest of both and of the build's own pages.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {generatedFiles} from './route-chunks.mjs';

const markerName = 'production-build.json';
/** Pages whose HTML names this build's hashed bundles. */
const buildFiles = ['index.html', '404.html'];

function digest(dir, files) {
  const hash = createHash('sha256');
  for (const file of files) {
    const path = join(dir, file);
    hash.update(`${file}\0${existsSync(path) ? readFileSync(path) : 'missing'}\0`);
  }
  return hash.digest('hex');
}

/** Called by the build once its pages and `.docusaurus/` are complete. */
export function writeBuildMarker({buildDir, generatedDir}) {
  const marker = {
    build: digest(buildDir, buildFiles),
    generated: digest(generatedDir, generatedFiles),
  };
  writeFileSync(join(generatedDir, markerName), `${JSON.stringify(marker, null, 2)}\n`);
}

/** Why `.docusaurus/` cannot be read as the build's own, or null when it can. */
export function buildMarkerProblem({buildDir, generatedDir}) {
  const path = join(generatedDir, markerName);
  if (!existsSync(path)) {
    return `${generatedDir} was not written by a production build: run "npm run build".`;
  }
  const marker = JSON.parse(readFileSync(path, 'utf8'));
  if (marker.generated !== digest(generatedDir, generatedFiles)) {
    return `${generatedDir} changed after the production build (did "npm start" run?): run "npm run build".`;
  }
  if (marker.build !== digest(buildDir, buildFiles)) {
    return `${buildDir} is not the build that wrote ${generatedDir}: run "npm run build".`;
  }
  return null;
}
