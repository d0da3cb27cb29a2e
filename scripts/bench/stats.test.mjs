// `node --test scripts/`: medians of the bench's runs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { median } from './stats.mjs';

test('the middle value of an odd count, whatever the order', () => {
  assert.equal(median([3.4, 1.9, 2.1]), 2.1);
});

test('the mean of the middle two of an even count', () => {
  assert.equal(median([4, 1, 3, 2]), 2.5);
});

test('runs that measured nothing (NaN) are left out; none at all is NaN', () => {
  assert.equal(median([Number.NaN, 5, 7, 6]), 6);
  assert.ok(Number.isNaN(median([])));
});
