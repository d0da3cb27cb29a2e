import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { test } from 'node:test';

// ADR 086: specs in e2e/writes/ run on every worker beside the journeys, each on its own persona
// copies. Anything the whole sandbox shares would leak into the other worker's tests, so those
// specs belong in e2e/serial/. This guard reads their source.
const dir = new URL('../../e2e/writes/', import.meta.url);

/** What a spec in e2e/writes/ must not do, and why. */
const forbidden = [
  [
    /__sandbox\/(faults|config|session|logs|csp-reports)/,
    'a global sandbox switch (addOwnFault and shortenAccessTokens scope one to this worker)',
  ],
  [/__sandbox\/reset/, 'a raw reset (resetSandbox resets only this worker)'],
  [/__sandbox\/[\w-]+\/[a-z]/, "a literal login in a sandbox path (use personaLogin('…'))"],
  [/describe\.configure\(\{\s*mode:\s*'serial'/, "mode 'serial' (tests share nothing here)"],
  [
    /routePaths\.(unsubscribe|returnLabel|completeTransfer|agentLogin)\b/,
    'a public or agent link (fixtures only)',
  ],
];

test('specs in e2e/writes/ touch only their own persona copies', async () => {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.spec.ts'));
  assert.ok(files.length > 0, 'no specs in e2e/writes/');
  const problems = [];
  for (const file of files) {
    const source = await readFile(new URL(file, dir), 'utf8');
    for (const [pattern, what] of forbidden) {
      if (pattern.test(source)) problems.push(`${file}: ${what}`);
    }
  }
  assert.deepEqual(problems, []);
});

// ADR 093, 110: the sandbox switches a writes spec may use go through these helpers, which must
// send the worker's namespace, so a fault or a short token lifetime never reaches another test.
test('the writes helpers for faults and token lifetimes scope to the worker', async () => {
  const source = await readFile(new URL('../../e2e/support/session.ts', import.meta.url), 'utf8');
  for (const [helper, path] of [
    ['addOwnFault', '/__sandbox/faults'],
    ['clearOwnFaults', '/__sandbox/faults'],
    ['shortenAccessTokens', '/__sandbox/session'],
  ]) {
    const start = source.indexOf(`export async function ${helper}(`);
    assert.ok(start >= 0, `${helper} is missing from e2e/support/session.ts`);
    const body = source.slice(start, source.indexOf('\n}\n', start));
    assert.match(body, /const namespace = personaNamespace\(\);/, helper);
    assert.match(body, /if \(!namespace\) throw/, helper);
    assert.ok(body.includes(`'${path}'`), `${helper} calls ${path}`);
    assert.match(body, /(data|params): \{[^}]*namespace/, `${helper} sends the namespace`);
  }
});
