/**
 * Where nginx is: NGINX_PATH, else Debian's package. The self-hosting tests run when it is
 * there and are skipped (failed under CI=true) when it is not.
 */
import {isExecutableFile} from './executable.mjs';

export const installHint = 'sudo apt-get update && sudo apt-get install -y nginx';

/** The nginx binary, or null when there is none. */
export function findNginx() {
  if (process.env.NGINX_PATH) return process.env.NGINX_PATH;
  return ['/usr/sbin/nginx', '/usr/bin/nginx'].find(isExecutableFile) ?? null;
}
