/** Where nginx is, for the self-hosting tests: NGINX_PATH, else Debian's package. */
import {isExecutableFile} from './executable.mjs';

export const installHint = 'sudo apt-get update && sudo apt-get install -y nginx';

export function findNginx() {
  if (process.env.NGINX_PATH) return process.env.NGINX_PATH;
  return ['/usr/sbin/nginx', '/usr/bin/nginx'].find(isExecutableFile) ?? null;
}
