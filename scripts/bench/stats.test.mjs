// `node --test scripts/`: medians of the bench's runs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { median, middleHalf, quantile } from './stats.mjs';

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

test('the middle half: the medians of the lower and the upper half', () => {
  assert.deepEqual(middleHalf([380, 520, 410, 450, 430, 400, 470, 440]), [405, 460]);
  // An odd count leaves the median out of both halves.
  assert.deepEqual(middleHalf([5, 1, 3, 2, 4]), [1.5, 4.5]);
  assert.deepEqual(middleHalf([7]), [7, 7]);
});

test('the p75 of route changes: between the nearest ranks, whatever the order; NaN when empty', () => {
  assert.equal(quantile([40, 10, 30, 20, 50], 0.75), 40);
  assert.equal(quantile([10, 20, 30, 40], 0.75), 32.5);
  assert.equal(quantile([70], 0.75), 70);
  assert.equal(quantile([10, Number.NaN, 30], 0.5), 20);
  assert.ok(Number.isNaN(quantile([], 0.75)));
});
