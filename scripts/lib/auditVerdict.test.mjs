import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { auditVerdict } from './auditVerdict.mjs';

const advisory = (id, severity) => ({
  source: 1,
  name: 'left-pad',
  severity,
  title: 'Prototype pollution',
  url: `https://github.com/advisories/${id}`,
  range: '<1.3.1',
});
const report = (...via) => ({
  vulnerabilities: { 'left-pad': { via }, app: { via: ['left-pad'], severity: 'high' } },
});

test('a high or critical advisory blocks; low and moderate do not', () => {
  const verdict = auditVerdict(
    report(advisory('GHSA-aaaa-bbbb-cccc', 'critical'), advisory('GHSA-dddd', 'moderate')),
    [],
    '2026-11-24',
  );
  assert.deepEqual(verdict.blocking, [
    'GHSA-aaaa-bbbb-cccc critical in left-pad <1.3.1: Prototype pollution',
  ]);
});

test('the allow-list excuses an advisory until it expires, and needs a reason', () => {
  const entry = {
    advisory: 'GHSA-aaaa-bbbb-cccc',
    reason: 'server-side only',
    expires: '2026-12-31',
  };
  const vulnerable = report(advisory('GHSA-aaaa-bbbb-cccc', 'high'));
  assert.deepEqual(auditVerdict(vulnerable, [entry], '2026-11-24').blocking, []);
  const late = auditVerdict(vulnerable, [entry], '2027-01-01');
  assert.equal(late.blocking.length, 1);
  assert.match(late.problems[0], /expired on 2026-12-31/);
  const noReason = auditVerdict(vulnerable, [{ ...entry, reason: '' }], '2026-11-24');
  assert.match(noReason.problems[0], /needs advisory, reason and expires/);
});

test('an error body instead of a report is "unreachable", not a pass or a fail', () => {
  assert.deepEqual(auditVerdict({ message: '405 Method Not Allowed' }, []), {
    unreachable: '405 Method Not Allowed',
  });
});
