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
  front: 'h2',
};

test('three runs, a fresh build and the TLS + HTTP/2 front by default', () => {
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

test('--devtools-throttling times the page under the throttling of Chromium itself', () => {
  assert.equal(parseOptions(['--devtools-throttling']).devtoolsThrottling, true);
});

test('--front http1 measures the old way, --front h2 / --front=h2 through the front', () => {
  assert.deepEqual(parseOptions(['--front', 'http1']), { ...defaults, front: 'http1' });
  assert.equal(parseOptions(['--front=http1', '--runs', '2']).front, 'http1');
  assert.equal(parseOptions(['--front', 'h2']).front, 'h2');
  assert.equal(parseOptions(['--front=h2']).front, 'h2');
});

test('a front other than h2 or http1 is refused', () => {
  for (const bad of [['--front', 'h3'], ['--front'], ['--front=HTTP1'], ['--front=']]) {
    assert.throws(() => parseOptions(bad), /--front wants h2 or http1/);
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
    /Unknown option --fast\. Options: --runs N, --logins N, --skip-build, --keep-lhr, --devtools-throttling, --front h2\|http1/,
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
