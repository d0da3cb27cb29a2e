import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { noVerdictOptOut } from './auditVerdict.mjs';

// Issue #31, supply chain. npm runs a dependency's install scripts only when package.json's
// `allowScripts` names it (npm 11 `npm install-scripts`): a new dependency with one fails here
// until someone has read its script and approved it (`npm install-scripts approve <name>`).
const root = new URL('../../', import.meta.url);
const json = (file) => JSON.parse(readFileSync(new URL(file, root), 'utf8'));

test('every dependency with an install script is reviewed in allowScripts', () => {
  const allowed = json('package.json').allowScripts ?? {};
  const withScripts = Object.entries(json('package-lock.json').packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([path]) => path.replace(/^.*node_modules\//, ''));
  assert.ok(withScripts.length > 0);
  assert.deepEqual(
    withScripts.filter((name) => !(name in allowed)),
    [],
  );
});

test('"no verdict" from the registry passes only with a dated reason that has not expired', () => {
  const today = '2026-11-28';
  assert.equal(noVerdictOptOut(undefined, today).ok, false);
  assert.equal(noVerdictOptOut({ reason: '', expires: '2026-12-01' }, today).ok, false);
  assert.equal(noVerdictOptOut({ reason: 'mirror', expires: '2026-11-27' }, today).ok, false);
  assert.equal(noVerdictOptOut({ reason: 'mirror', expires: '2027-03-01' }, today).ok, false);
  assert.deepEqual(noVerdictOptOut({ reason: 'mirror', expires: '2026-12-20' }, today), {
    ok: true,
    message: 'not judged until 2026-12-20: mirror',
  });
});
