import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { cpuBetween, cpuMsOfStat, cpuSnapshot, cpuTable, processKind } from './processCpu.mjs';

/** A /proc/<pid>/stat line with `utime` and `stime` in clock ticks. */
const stat = (pid, comm, utime, stime) =>
  `${pid} (${comm}) S 1 ${pid} ${pid} 0 -1 4194560 100 0 0 0 ${utime} ${stime} 0 0 20 0 1 0 5 0 0\n`;

test('CPU time is user + system ticks in ms, whatever the command name holds', () => {
  assert.equal(cpuMsOfStat(stat(42, 'chromium', 30, 12)), 420);
  assert.equal(cpuMsOfStat(stat(43, 'Web Content (x) y', 1, 2)), 30);
});

test('each process of the login is named by what it is to the login', () => {
  const chromium = (...args) => ['/usr/lib/chromium/chromium', ...args].join('\0');
  assert.equal(processKind(chromium('--type=renderer', '--lang=nl')), 'page renderers');
  assert.equal(
    processKind(chromium('--type=renderer', '--top-chrome-webui')),
    "Chromium's own UI (renderer)",
  );
  assert.equal(processKind(chromium('--remote-debugging-pipe')), 'Chromium browser process');
  assert.equal(
    processKind(chromium('--type=utility', '--utility-sub-type=network.mojom.NetworkService')),
    'Chromium NetworkService',
  );
  assert.equal(processKind(chromium('--type=gpu-process')), 'Chromium gpu-process');
  assert.equal(processKind('nginx: master process /usr/sbin/nginx -c /tmp/x.conf'), 'nginx');
  assert.equal(processKind('nginx: worker process\0'), 'nginx');
  assert.equal(
    processKind(
      ['/usr/bin/node', '--conditions=@vonk/source', 'scripts/start.mjs', '--nginx'].join('\0'),
    ),
    'sandbox IdP + API (node)',
  );
  assert.equal(processKind(['/usr/bin/node', 'scripts/bench/timeline.mjs'].join('\0')), undefined);
  assert.equal(processKind(''), undefined);
});

test('a snapshot reads the processes of the login and skips the rest', () => {
  const proc = mkdtempSync(join(tmpdir(), 'vonk-proc-'));
  const add = (pid, cmdline, utime) => {
    mkdirSync(join(proc, pid));
    writeFileSync(join(proc, pid, 'cmdline'), cmdline);
    writeFileSync(join(proc, pid, 'stat'), stat(pid, 'x', utime, 0));
  };
  add('10', '/usr/lib/chromium/chromium\0--type=renderer', 25);
  add('11', '/usr/bin/bash\0', 99);
  mkdirSync(join(proc, 'self'));
  const kinds = new Map();
  assert.deepEqual([...cpuSnapshot(kinds, proc)], [['10', { kind: 'page renderers', cpuMs: 250 }]]);
  assert.equal(kinds.get('11'), undefined);
  assert.ok(kinds.has('11'), 'a process that is none of the login is remembered as such');
});

test('the CPU between two snapshots counts a process born in between whole', () => {
  const before = new Map([
    ['1', { kind: 'page renderers', cpuMs: 100 }],
    ['2', { kind: 'nginx', cpuMs: 50 }],
  ]);
  const after = new Map([
    ['1', { kind: 'page renderers', cpuMs: 180 }],
    ['2', { kind: 'nginx', cpuMs: 50 }],
    ['3', { kind: 'page renderers', cpuMs: 40 }],
  ]);
  assert.deepEqual([...cpuBetween(before, after)], [['page renderers', 120]]);
});

test('the CPU table shows the mean per login by kind, heaviest first, and the total', () => {
  const byBuild = new Map([
    [
      'A',
      [
        new Map([
          ['nginx', 10],
          ['page renderers', 200],
        ]),
        new Map([['page renderers', 300]]),
      ],
    ],
    ['B', [new Map([['nginx', 20]])]],
  ]);
  assert.equal(
    cpuTable(byBuild),
    [
      '| CPU ms per login, submit → tile | A | B |',
      '| --- | ---: | ---: |',
      '| page renderers | 250 | 0 |',
      '| nginx | 5 | 20 |',
      '| all | 255 | 20 |',
    ].join('\n'),
  );
});
