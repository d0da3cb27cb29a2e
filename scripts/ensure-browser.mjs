// Makes sure a Chromium is there before any browser test runs (part of `npm test`, `npm run e2e`
// and the story scripts). Finds one (scripts/lib/browser.mjs), or provisions one, or stops with one
// plain line that names the command to run. Exit code 0 means the runners will find a browser.
import './check-node.mjs';
import { spawnSync } from 'node:child_process';
import { PROVISION_HINT, findChromium, provisioningPlan } from './lib/browser.mjs';

const STEP_TIMEOUT_MS = 10 * 60_000;

function found() {
  try {
    return findChromium();
  } catch (error) {
    console.error(`[browser] ${error.message}`);
    process.exit(1);
  }
}

const before = found();
if (before.path) {
  if (process.env.VONK_BROWSER_VERBOSE) console.log(`[browser] ${before.source}: ${before.path}`);
  process.exit(0);
}

for (const step of provisioningPlan()) {
  console.log(`[browser] no Chromium found; provisioning: ${step.label}`);
  const ok = step.commands.every(([command, args]) => {
    const result = spawnSync(command, args, {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      timeout: STEP_TIMEOUT_MS,
    });
    return result.status === 0;
  });
  const after = found();
  if (ok && after.path) {
    console.log(`[browser] using ${after.path}`);
    process.exit(0);
  }
  console.log(`[browser] ${step.label} did not give a usable Chromium`);
}

console.error(`[browser] ${PROVISION_HINT}`);
process.exit(1);
