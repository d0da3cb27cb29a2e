// The verdict on `npm audit --omit=dev --json` (scripts/audit.mjs, in .ci/run): no high or
// critical advisory in what the portal ships, unless audit-allowlist.json records it with a reason
// and an expiry date that has not passed. Pure, so auditVerdict.test.mjs can feed it reports.

const BLOCKING = new Set(['high', 'critical']);
const advisoryId = (via) => /GHSA-[\w-]+/.exec(via.url ?? '')?.[0] ?? String(via.source);

/**
 * `{ unreachable }` when the audit service gave no report (an error body instead), else
 * `{ blocking, allowed, problems }`: advisories that fail the build, those the allow-list excuses,
 * and allow-list entries that are malformed or expired.
 */
export function auditVerdict(report, allowList, today = new Date().toISOString().slice(0, 10)) {
  if (!report || typeof report.vulnerabilities !== 'object') {
    return { unreachable: report?.message ?? report?.error?.summary ?? 'no audit report' };
  }
  const problems = [];
  const valid = new Map();
  for (const entry of allowList) {
    if (!entry.advisory || !entry.reason || !/^\d{4}-\d{2}-\d{2}$/.test(entry.expires ?? '')) {
      problems.push(
        `allow-list entry needs advisory, reason and expires (YYYY-MM-DD): ${JSON.stringify(entry)}`,
      );
    } else if (entry.expires < today) {
      problems.push(
        `allow-list entry for ${entry.advisory} expired on ${entry.expires}: review it`,
      );
    } else valid.set(entry.advisory, entry);
  }
  const blocking = [];
  const allowed = [];
  for (const vulnerability of Object.values(report.vulnerabilities)) {
    for (const via of vulnerability.via ?? []) {
      if (typeof via !== 'object' || !BLOCKING.has(via.severity)) continue;
      const finding =
        `${advisoryId(via)} ${via.severity} in ${via.name} ${via.range ?? ''}: ${via.title ?? ''}`.trim();
      (valid.has(advisoryId(via)) ? allowed : blocking).push(finding);
    }
  }
  return { blocking: [...new Set(blocking)], allowed: [...new Set(allowed)], problems };
}

/** The longest a "no verdict" opt-out may run: someone has to look again within a month. */
const NO_VERDICT_MAX_DAYS = 31;

/**
 * A registry that gives no audit report judges nothing (issue #31): that passes only with
 * audit-allowlist.json's `noVerdict: { reason, expires }`, at most a month ahead and not past.
 */
export function noVerdictOptOut(optOut, today = new Date().toISOString().slice(0, 10)) {
  if (!optOut?.reason || !/^\d{4}-\d{2}-\d{2}$/.test(optOut.expires ?? '')) {
    return {
      ok: false,
      message: 'no "noVerdict": { "reason", "expires" } in audit-allowlist.json',
    };
  }
  const days = (Date.parse(optOut.expires) - Date.parse(today)) / 86_400_000;
  if (days < 0)
    return { ok: false, message: `the "noVerdict" opt-out expired on ${optOut.expires}` };
  if (days > NO_VERDICT_MAX_DAYS) {
    return { ok: false, message: `the "noVerdict" opt-out runs past ${NO_VERDICT_MAX_DAYS} days` };
  }
  return { ok: true, message: `not judged until ${optOut.expires}: ${optOut.reason}` };
}
