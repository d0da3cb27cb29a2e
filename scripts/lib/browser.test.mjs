// `node --test scripts/`: the browser resolution order every runner relies on.
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { PROVISION_HINT, chromiumExecutable, findChromium } from './browser.mjs';

function fakeBrowser(name = 'chromium', subdir = '') {
  const dir = join(mkdtempSync(join(tmpdir(), 'vonk-browser-')), subdir);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, name);
  writeFileSync(path, '#!/bin/sh\n');
  chmodSync(path, 0o755);
  return { dir, path };
}

const isolated = { systemDirs: [], bundled: false };

test('CHROMIUM_PATH wins over a system browser', () => {
  const system = fakeBrowser();
  const chosen = fakeBrowser('my-chromium');
  const found = findChromium({ CHROMIUM_PATH: chosen.path, PATH: system.dir }, isolated);
  assert.deepEqual(found, { path: chosen.path, source: 'CHROMIUM_PATH' });
});

test('a CHROMIUM_PATH that does not exist is an error, not a silent fallback', () => {
  const system = fakeBrowser();
  assert.throws(
    () => findChromium({ CHROMIUM_PATH: '/nowhere/chromium', PATH: system.dir }, isolated),
    /CHROMIUM_PATH=\/nowhere\/chromium is not an executable file/,
  );
});

test('a system Chromium on PATH is found; npm shims in node_modules/.bin are not browsers', () => {
  const shim = fakeBrowser('chromium', join('node_modules', '.bin'));
  const system = fakeBrowser('chromium-browser');
  const found = findChromium({ PATH: `${shim.dir}:${system.dir}` }, isolated);
  assert.deepEqual(found, { path: system.path, source: 'system' });
});

test('the usual system folders are searched after PATH', () => {
  const usrBin = fakeBrowser();
  const found = findChromium({ PATH: '' }, { systemDirs: [usrBin.dir], bundled: false });
  assert.deepEqual(found, { path: usrBin.path, source: 'system' });
});

test('without any browser the runners stop with one line that names the command', () => {
  assert.deepEqual(findChromium({ PATH: '' }, isolated), { path: undefined, source: 'none' });
  assert.match(PROVISION_HINT, /apt-get install -y chromium/);
  assert.match(PROVISION_HINT, /npx playwright install chromium/);
  assert.doesNotMatch(PROVISION_HINT, /\n/);
});

test('chromiumExecutable returns the resolved path for the config files', () => {
  const chosen = fakeBrowser();
  assert.equal(chromiumExecutable({ CHROMIUM_PATH: chosen.path }), chosen.path);
});
