// `npm run audit` (in .ci/run): `npm audit --omit=dev` judged by scripts/lib/auditVerdict.mjs.
// An exception is a row in audit-allowlist.json: { "advisory": "GHSA-…", "package": "…",
// "reason": "why it does not reach customers", "expires": "YYYY-MM-DD" } — past its date it fails
// again, so someone looks. When the registry offers no audit service (a mirror answers 405), nothing
// was judged: that fails, unless the list's "noVerdict" opt-out says why, dated at most a month
// ahead (issue #31).
import './check-node.mjs';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { auditVerdict, noVerdictOptOut } from './lib/auditVerdict.mjs';

const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
let report;
try {
  report = JSON.parse(result.stdout);
} catch {
  report = undefined;
}
const { advisories: allowList, noVerdict } = JSON.parse(
  readFileSync(new URL('../audit-allowlist.json', import.meta.url), 'utf8'),
);
const verdict = auditVerdict(report, allowList);

if (verdict.unreachable) {
  const optOut = noVerdictOptOut(noVerdict);
  console.error(`[audit] NO VERDICT: the registry gave no audit report (${verdict.unreachable})`);
  console.error(`[audit] ${optOut.message}`);
  process.exit(optOut.ok ? 0 : 1);
}
for (const line of verdict.allowed) console.log(`[audit] allowed by audit-allowlist.json: ${line}`);
for (const line of [...verdict.problems, ...verdict.blocking]) console.error(`[audit] ${line}`);
if (verdict.problems.length || verdict.blocking.length) process.exit(1);
console.log('[audit] no high or critical advisory in the production dependencies');
