// `node --test scripts/`: the bench's command line.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseOptions } from './options.mjs';

test('three runs and a fresh build by default', () => {
  assert.deepEqual(parseOptions([]), {
    runs: 3,
    skipBuild: false,
    keepLhr: false,
    devtoolsThrottling: false,
  });
});

test('--runs N and --runs=N set the number of runs; --skip-build keeps the builds', () => {
  assert.deepEqual(parseOptions(['--runs', '5', '--skip-build']), {
    runs: 5,
    skipBuild: true,
    keepLhr: false,
    devtoolsThrottling: false,
  });
  assert.deepEqual(parseOptions(['--runs=7']), {
    runs: 7,
    skipBuild: false,
    keepLhr: false,
    devtoolsThrottling: false,
  });
});

test('--keep-lhr writes the Lighthouse reports', () => {
  assert.deepEqual(parseOptions(['--keep-lhr']), {
    runs: 3,
    skipBuild: false,
    keepLhr: true,
    devtoolsThrottling: false,
  });
});

test('--devtools-throttling times the page under the throttling of Chromium itself', () => {
  assert.equal(parseOptions(['--devtools-throttling']).devtoolsThrottling, true);
});

test('a run count that is not a whole number ≥ 1 is refused', () => {
  for (const bad of ['0', '-1', '2.5', 'drie']) {
    assert.throws(() => parseOptions(['--runs', bad]), /whole number/);
  }
  assert.throws(() => parseOptions(['--runs']), /whole number/);
});

test('an unknown option names the ones there are', () => {
  assert.throws(
    () => parseOptions(['--fast']),
    /Unknown option --fast\. Options: --runs N, --skip-build, --keep-lhr, --devtools-throttling/,
  );
});
