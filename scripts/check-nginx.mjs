#!/usr/bin/env node
// Says, before a long build, whether the self-hosting tests will run: without nginx they are
// skipped, except under CI=true, where a missing nginx fails.
import {spawnSync} from 'node:child_process';
import {findNginx, installHint} from './nginx.mjs';

const path = findNginx();
// nginx prints its version on stderr.
const version = path ? spawnSync(path, ['-v'], {encoding: 'utf8'}) : undefined;
if (path && version?.status === 0) {
  console.log(`Self-hosting tests will use ${version.stderr.trim()} (${path}).`);
} else {
  const reason = path ? `${path} does not run` : 'nginx is not installed';
  // A chosen nginx that does not run is a mistake, not a machine without nginx.
  if (process.env.CI || process.env.NGINX_PATH) {
    console.error(`${reason}: the self-hosting tests must run (CI or NGINX_PATH).\n${installHint}`);
    process.exit(1);
  }
  console.warn(
    `${reason}: the self-hosting tests (tests/e2e/nginx.spec.ts) will be skipped.\n${installHint}`,
  );
}
