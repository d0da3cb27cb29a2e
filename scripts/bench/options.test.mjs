// `node --test scripts/`: the bench's command line.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseOptions, parseTimelineOptions } from './options.mjs';

const defaults = {
  runs: 3,
  logins: 5,
  skipBuild: false,
  keepLhr: false,
  devtoolsThrottling: false,
  fronts: ['h2', 'http1'],
  routes: undefined,
  changesOnly: false,
};

test('three runs, a fresh build, both transports and every route by default', () => {
  assert.deepEqual(parseOptions([]), defaults);
});

test('--runs N and --runs=N set the number of runs; --skip-build keeps the builds', () => {
  assert.deepEqual(parseOptions(['--runs', '5', '--skip-build']), {
    ...defaults,
    runs: 5,
    skipBuild: true,
  });
  assert.deepEqual(parseOptions(['--runs=7']), { ...defaults, runs: 7 });
});

test('--keep-lhr writes the Lighthouse reports', () => {
  assert.deepEqual(parseOptions(['--keep-lhr']), { ...defaults, keepLhr: true });
});

test('--changes-only times the warm route changes alone', () => {
  assert.deepEqual(parseOptions(['--changes-only', '--runs', '1']), {
    ...defaults,
    runs: 1,
    changesOnly: true,
  });
});

test('--devtools-throttling times the page under the throttling of Chromium itself', () => {
  assert.equal(parseOptions(['--devtools-throttling']).devtoolsThrottling, true);
});

test('--front http1 or h2 measures one transport, --front both (the default) each per run', () => {
  assert.deepEqual(parseOptions(['--front', 'http1']), { ...defaults, fronts: ['http1'] });
  assert.deepEqual(parseOptions(['--front=http1', '--runs', '2']).fronts, ['http1']);
  assert.deepEqual(parseOptions(['--front', 'h2']).fronts, ['h2']);
  assert.deepEqual(parseOptions(['--front=h2']).fronts, ['h2']);
  assert.deepEqual(parseOptions(['--front', 'both']).fronts, ['h2', 'http1']);
});

test('a front other than both, h2 or http1 is refused', () => {
  for (const bad of [['--front', 'h3'], ['--front'], ['--front=HTTP1'], ['--front=']]) {
    assert.throws(() => parseOptions(bad), /--front wants both, h2, http1/);
  }
});

test('--routes takes a comma-separated list; without it every route', () => {
  assert.deepEqual(parseOptions(['--routes', '/dashboard,/rekeningen']).routes, [
    '/dashboard',
    '/rekeningen',
  ]);
  assert.deepEqual(parseOptions(['--routes=invoiceDetail, /cms']).routes, [
    'invoiceDetail',
    '/cms',
  ]);
  for (const bad of [['--routes'], ['--routes='], ['--routes', ',']]) {
    assert.throws(() => parseOptions(bad), /--routes wants a comma-separated list/);
  }
});

test('a run or login count that is not a whole number ≥ 1 is refused', () => {
  for (const option of ['--runs', '--logins']) {
    for (const bad of ['0', '-1', '2.5', 'drie']) {
      assert.throws(
        () => parseOptions([option, bad]),
        new RegExp(`${option} wants a whole number`),
      );
    }
    assert.throws(() => parseOptions([option]), /whole number/);
  }
});

test('--logins N and --logins=N set the logins each run times', () => {
  assert.deepEqual(parseOptions(['--logins', '8', '--runs', '4']), {
    ...defaults,
    runs: 4,
    logins: 8,
  });
  assert.equal(parseOptions(['--logins=1']).logins, 1);
});

test('an unknown option names the ones there are', () => {
  assert.throws(
    () => parseOptions(['--fast']),
    /Unknown option --fast\. Options: --runs N, --logins N, --skip-build, --keep-lhr, --devtools-throttling, --front both\|h2\|http1, --routes \/a,\/b/,
  );
});

test('the timeline: 20 logins after 2 warm-ups of the build in place, unless told otherwise', () => {
  const isBuild = (dir) => dir.startsWith('/built/');
  assert.deepEqual(parseTimelineOptions([], isBuild), {
    logins: 20,
    warmups: 2,
    builds: [],
    cpu: false,
  });
  assert.deepEqual(
    parseTimelineOptions(
      ['--logins', '40', '--cpu', '--warmups=0', '--builds', 'A=/built/a,B=/built/b'],
      isBuild,
    ),
    {
      logins: 40,
      warmups: 0,
      builds: [
        ['A', '/built/a'],
        ['B', '/built/b'],
      ],
      cpu: true,
    },
  );
});

test('the timeline refuses a build that is not there, a count below its least, and the unknown', () => {
  const isBuild = (dir) => dir.startsWith('/built/');
  assert.throws(() => parseTimelineOptions(['--builds', 'A=/nope'], isBuild), /got A=\/nope/);
  assert.throws(() => parseTimelineOptions(['--builds', '/built/a'], isBuild), /LABEL=DIR/);
  assert.throws(
    () => parseTimelineOptions(['--logins', '0'], isBuild),
    /--logins wants a whole number ≥ 1/,
  );
  assert.throws(
    () => parseTimelineOptions(['--warmups', '-1'], isBuild),
    /--warmups wants a whole number ≥ 0/,
  );
  assert.throws(() => parseTimelineOptions(['--runs', '3'], isBuild), /Unknown option --runs/);
});
