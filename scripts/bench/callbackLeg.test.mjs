// `node --test scripts/`: the callback leg's steps as the timeline reads them (ADR 113).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { callbackLeg, legsTable, summarizeLegs } from './callbackLeg.mjs';

const origin = 'https://localhost:5443';
const raw = (shift = 0) => ({
  htmlEnd: 40 + shift,
  resources: [
    { name: `${origin}/assets/warmLanding-a.js`, start: 90 + shift, end: 95 + shift },
    { name: `${origin}/assets/index-b.js`, start: 96 + shift, end: 104 + shift },
    { name: `${origin}/assets/createUserManager-c.js`, start: 110 + shift, end: 114 + shift },
    { name: 'http://localhost:4001/token', start: 170 + shift, end: 182 + shift },
    { name: `${origin}/api/subscription/status`, start: 192 + shift, end: 200 + shift },
    { name: `${origin}/api/invoices`, start: 194 + shift, end: 330 + shift },
    { name: `${origin}/api/account?x=1`, start: 195 + shift, end: 310 + shift },
  ],
  longTasks: [
    { start: 60 + shift, duration: 70 },
    { start: 200 + shift, duration: 62 },
    { start: 280 + shift, duration: 55 },
  ],
  tileAt: 372 + shift,
  authChunk: '/assets/createUserManager-c.js',
});

test('reads each step off the callback document, by path', () => {
  assert.deepEqual(callbackLeg(raw()), {
    htmlEnd: 40,
    authAsked: 110,
    authToToken: 56,
    tokenStart: 170,
    tokenMs: 12,
    readsStart: 192,
    readsEnd: 330,
    // The longest task after the token's answer, not the longer one before it.
    entryTaskMs: 62,
    tile: 372,
  });
});

test('a step the login did not take is NaN, not a made-up time', () => {
  const leg = callbackLeg({ ...raw(), resources: [], longTasks: [] });
  assert.ok(Number.isNaN(leg.tokenStart));
  assert.ok(Number.isNaN(leg.authToToken));
  assert.ok(Number.isNaN(leg.readsEnd));
  assert.ok(Number.isNaN(leg.entryTaskMs));
  assert.ok(Number.isNaN(leg.tokenMs));
});

test('quartiles per build, in the order the builds came, as a Markdown table', () => {
  const legs = [0, 10, 20, 30].flatMap((shift) => [
    { build: 'A', roundTripMs: 400 + shift, ...callbackLeg(raw(shift)) },
    { build: 'B', roundTripMs: 380 + shift, ...callbackLeg(raw(shift - 20)) },
  ]);
  const summaries = summarizeLegs(legs);
  assert.deepEqual(
    summaries.map((s) => [s.build, s.logins]),
    [
      ['A', 4],
      ['B', 4],
    ],
  );
  assert.deepEqual(summaries[0].steps.roundTripMs, [405, 415, 425]);
  assert.deepEqual(summaries[1].steps.tokenStart, [155, 165, 175]);
  const table = legsTable(summaries);
  assert.match(table, /^\| ms \(q1 \/ median \/ q3\) \| A \(4 logins\) \| B \(4 logins\) \|$/m);
  assert.match(table, /^\| round trip \| 405 \/ 415 \/ 425 \| 385 \/ 395 \/ 405 \|$/m);
  assert.match(table, /^\| last read answered \| 335 \/ 345 \/ 355 \| 315 \/ 325 \/ 335 \|$/m);
});
