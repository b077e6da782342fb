/** Where nginx is, for the self-hosting tests: NGINX_PATH, else Debian's package. */
import {isExecutableFile} from './executable.mjs';

export const installHint =
  'Install it with:  sudo apt-get update && sudo apt-get install -y nginx\n' +
  'or point NGINX_PATH at an nginx binary.';

export function findNginx() {
  if (process.env.NGINX_PATH) return process.env.NGINX_PATH;
  return ['/usr/sbin/nginx', '/usr/bin/nginx'].find(isExecutableFile) ?? null;
}
