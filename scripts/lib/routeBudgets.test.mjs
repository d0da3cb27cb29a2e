// `node --test scripts/`: the per-route budgets of issue #34.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ratchetKbFor, routeVerdicts } from './routeBudgets.mjs';

const KB = 1024;
const floor = 100 * KB; // target 1.15× = 115 kB
const rules = (ratchetsKb, fixed) => ({ target: 1.15, ratchetsKb, fixed });
const verdict = (loads, ratchetsKb = {}, fixed) =>
  routeVerdicts(loads, floor, rules(ratchetsKb, fixed));

test('a route without a ratchet is held to the target', () => {
  const { verdicts, problems } = verdict([
    { name: 'a', gzip: 114 * KB },
    { name: 'b', gzip: 116 * KB },
  ]);
  assert.deepEqual(problems, []);
  assert.deepEqual(
    verdicts.map(({ name, budget, over, overTarget }) => ({ name, budget, over, overTarget })),
    [
      { name: 'a', budget: Math.floor(1.15 * floor), over: false, overTarget: false },
      { name: 'b', budget: Math.floor(1.15 * floor), over: true, overTarget: true },
    ],
  );
});

test('a ratchet lets a route over target stay at today’s size, not grow', () => {
  const [within] = verdict([{ name: 'a', gzip: 150.2 * KB }], { a: 151 }).verdicts;
  assert.equal(within.budget, 151 * KB);
  assert.equal(within.over, false);
  assert.equal(within.overTarget, true);
  assert.equal(within.hint, undefined);
  const [grown] = verdict([{ name: 'a', gzip: 151.1 * KB }], { a: 151 }).verdicts;
  assert.equal(grown.over, true);
});

test('a ratchet beaten by more than 1 kB says to lower it, one within target to remove it', () => {
  const { verdicts } = verdict(
    [
      { name: 'a', gzip: 140.5 * KB },
      { name: 'b', gzip: 110 * KB },
    ],
    { a: 151, b: 151 },
  );
  assert.equal(verdicts[0].hint, 'lower its ratchet to 141 kB');
  assert.equal(verdicts[1].hint, 'within target: remove its ratchet');
});

test('a ratchet naming no route, or no more than the target, fails', () => {
  const { problems } = verdict([{ name: 'a', gzip: 100 * KB }], { a: 110, gone: 150 });
  assert.equal(problems.length, 2);
  assert.match(problems.join('\n'), /gone names no shell route/);
  assert.match(problems.join('\n'), /a \(110 kB\) is within the target/);
});

test('the dashboard keeps a budget of its own, with its target beside it', () => {
  const [dashboard] = verdict(
    [{ name: 'dashboard', gzip: 114 * KB }],
    {},
    {
      dashboard: { budget: 1.15, target: 1.0 },
    },
  ).verdicts;
  assert.equal(dashboard.budget, Math.floor(1.15 * floor));
  assert.equal(dashboard.target, floor);
  assert.equal(dashboard.over, false);
  assert.equal(dashboard.overTarget, true);
});

test('a ratchet is today’s size rounded up to the kB, with a tenth of a kB to spare', () => {
  assert.equal(ratchetKbFor(150.2 * KB), 151);
  assert.equal(ratchetKbFor(164.95 * KB), 166);
  const [edge] = verdict([{ name: 'a', gzip: 164.95 * KB }], { a: 166 }).verdicts;
  assert.equal(edge.hint, undefined);
});
