// `node --test scripts/`: what counts as a duplicate GET.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findDuplicateGets } from './duplicates.mjs';

const get = (url, extra = {}) => ({ url, method: 'GET', ...extra });

test('a URL fetched twice over the network is a duplicate, with its count', () => {
  const { duplicates } = findDuplicateGets([
    get('http://localhost:5173/config.json'),
    get('http://localhost:5173/api/account'),
    get('http://localhost:5173/config.json'),
    get('http://localhost:5173/config.json'),
  ]);
  assert.deepEqual(duplicates, [{ url: 'http://localhost:5173/config.json', count: 3 }]);
});

test('answers from the browser cache, other methods and data: URLs are no request', () => {
  const { duplicates, revalidations } = findDuplicateGets([
    get('http://localhost:5173/assets/index-BBAvaQ_F.js', { status: 200 }),
    get('http://localhost:5173/assets/index-BBAvaQ_F.js', { fromCache: true }),
    { url: 'http://localhost:5173/api/invoices', method: 'POST' },
    { url: 'http://localhost:5173/api/invoices', method: 'POST' },
    get('data:image/png;base64,AAAA'),
    get('data:image/png;base64,AAAA'),
  ]);
  assert.deepEqual(duplicates, []);
  assert.deepEqual(revalidations, []);
});

test('a 304 revalidation of a content-hashed build file is listed apart, not as a duplicate', () => {
  const asset = 'http://localhost:5173/assets/AuthenticatedShell-C1Uk2fln.js';
  const { duplicates, revalidations } = findDuplicateGets([
    get(asset, { status: 200 }),
    get(asset, { status: 304 }),
  ]);
  assert.deepEqual(duplicates, []);
  assert.deepEqual(revalidations, [{ url: asset, count: 2 }]);
});

test('a hashed file fetched again in full, or a 304 of an unhashed URL, is a duplicate', () => {
  const asset = 'http://localhost:5173/assets/index-BBAvaQ_F.js';
  const { duplicates } = findDuplicateGets([
    get(asset, { status: 200 }),
    get(asset, { status: 200 }),
    get('http://localhost:5173/config.json', { status: 200 }),
    get('http://localhost:5173/config.json', { status: 304 }),
  ]);
  assert.deepEqual(
    duplicates.map((d) => d.url),
    [asset, 'http://localhost:5173/config.json'],
  );
});
