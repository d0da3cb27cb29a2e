// Makes sure the production server is there before the e2e suite runs through it (part of
// `npm test`, `npm run e2e` and `npm run serve:prod`), as ensure-browser.mjs does for Chromium:
// finds nginx with the brotli_static module (scripts/lib/nginx.mjs), or installs Debian's packages
// when root on Debian, or stops with one plain line that names the command to run.
import './check-node.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { NGINX_HINT, NGINX_PACKAGES, findNginx } from './lib/nginx.mjs';

const STEP_TIMEOUT_MS = 10 * 60_000;

if (findNginx()) process.exit(0);

const debianRoot = process.getuid?.() === 0 && existsSync('/etc/debian_version');
if (debianRoot) {
  console.log(`[nginx] not found; provisioning: Debian packages ${NGINX_PACKAGES.join(', ')}`);
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...NGINX_PACKAGES],
  ]) {
    spawnSync('apt-get', args, {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      timeout: STEP_TIMEOUT_MS,
    });
  }
  const nginx = findNginx();
  if (nginx) {
    console.log(`[nginx] using ${nginx}`);
    process.exit(0);
  }
}
console.error(`[nginx] ${NGINX_HINT}`);
process.exit(1);
