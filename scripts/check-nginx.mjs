#!/usr/bin/env node
// Fails fast, before a long build, when the self-hosting tests have no nginx to run.
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';

const path = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'].find(
  (candidate) => candidate && existsSync(candidate),
);
try {
  if (!path) throw new Error('not found');
  // nginx prints its version on stderr.
  const {status, stderr} = spawnSync(path, ['-v'], {encoding: 'utf8'});
  if (status !== 0) throw new Error(stderr);
  console.log(`Self-hosting tests will use ${stderr.trim()} (${path}).`);
} catch {
  console.error(
    'No nginx found: the self-hosting tests serve the build with it.\n' +
      "Install Debian's build with:  sudo apt-get update && sudo apt-get install -y nginx\n" +
      'or point NGINX_PATH at another nginx binary.',
  );
  process.exit(1);
}
