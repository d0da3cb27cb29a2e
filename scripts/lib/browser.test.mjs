// `node --test scripts/`: the browser resolution order every runner relies on, and the features
// every browser Playwright launches leaves off.
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { chromium } from 'playwright-core';
import {
  CHROMIUM_ARGS,
  DISABLED_FEATURES,
  PROVISION_HINT,
  chromiumExecutable,
  findChromium,
  playwrightChromiumArgs,
  playwrightDisabledFeatures,
} from './browser.mjs';

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

test("Playwright's disabled features are read from its bundle, comments and all", () => {
  const bundle = join(mkdtempSync(join(tmpdir(), 'vonk-pw-')), 'coreBundle.js');
  writeFileSync(
    bundle,
    'disabledFeatures = [\n  // See https://example.org/issues/1\n  "PaintHolding",\n  "msForce-SignIn"\n].filter(Boolean);',
  );
  assert.deepEqual(playwrightDisabledFeatures(bundle), ['PaintHolding', 'msForce-SignIn']);
  writeFileSync(bundle, 'const features = ["PaintHolding"];');
  assert.throws(() => playwrightDisabledFeatures(bundle), /Update playwrightDisabledFeatures\(\)/);
});

test("one --disable-features, last, carries Playwright's list and ours", () => {
  const args = playwrightChromiumArgs();
  assert.ok(!CHROMIUM_ARGS.some((arg) => arg.startsWith('--disable-features')));
  const switches = args.filter((arg) => arg.startsWith('--disable-features='));
  assert.equal(switches.length, 1);
  assert.equal(args.at(-1), switches[0]);
  const features = switches[0].slice('--disable-features='.length).split(',');
  for (const name of [...playwrightDisabledFeatures(), ...DISABLED_FEATURES]) {
    assert.ok(features.includes(name), `${name} is missing`);
  }
});

/** The first Chromium whose windows render the address-bar popup unasked (ADR 114). */
const POPUP_SINCE = [151, 0, 7922, 137];

/** Whether a dotted version (`156.0.8078.79`) is at least `since`. */
function atLeast(version, since) {
  const parts = version.split('.').map(Number);
  const differs = since.findIndex((part, i) => (parts[i] ?? 0) !== part);
  return differs === -1 || (parts[differs] ?? 0) > since[differs];
}

test('versions compare part by part', () => {
  assert.ok(atLeast('156.0.8078.79', POPUP_SINCE));
  assert.ok(atLeast('151.0.7922.137', POPUP_SINCE));
  assert.ok(!atLeast('151.0.7922.71', POPUP_SINCE));
  assert.ok(!atLeast('150.9.9999.999', POPUP_SINCE));
});

/** The command line Chromium runs with, its version, and the address-bar popups it rendered. */
async function launched(args) {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args });
  try {
    const page = await browser.newPage();
    await page.goto('chrome://version');
    const commandLine = await page.locator('#command_line').textContent();
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] });
    const popups = targetInfos.filter((t) => t.url.startsWith('chrome://omnibox-popup'));
    return { commandLine, popups, version: browser.version() };
  } finally {
    await browser.close();
  }
}

test('a browser Playwright launches renders no address-bar popup and keeps its own features off', async () => {
  // Without the switch, a Chromium that renders the popup for every new window shows it to this
  // check (ADR 114). An older one (a machine's own browser may be) has none to show.
  const unswitched = await launched(CHROMIUM_ARGS);
  if (atLeast(unswitched.version, POPUP_SINCE)) assert.notEqual(unswitched.popups.length, 0);

  const { commandLine, popups } = await launched(playwrightChromiumArgs());
  assert.deepEqual(popups, []);
  // Chromium honours the last --disable-features only.
  const effective = [...commandLine.matchAll(/--disable-features=(\S+)/g)].at(-1)[1].split(',');
  for (const name of [...playwrightDisabledFeatures(), ...DISABLED_FEATURES]) {
    assert.ok(effective.includes(name), `${name} is not disabled`);
  }
});
