// `node --test scripts/`: the bench's command line.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseOptions } from './options.mjs';

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
