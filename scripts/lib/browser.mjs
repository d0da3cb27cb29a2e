// The one place that decides which Chromium every browser runner uses (Playwright e2e, the story
// runner, the visual baselines) and how a machine without one gets one.
//
// Order: CHROMIUM_PATH (must exist), a system Chromium, Playwright's own download. Runners call
// `chromiumExecutable()` (synchronous, for config files); `npm test`, `npm run e2e` and the story
// scripts first run `scripts/ensure-browser.mjs`, which provisions one when none is there.
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';
import { chromium } from 'playwright-core';

/** Flags Chromium needs on these machines (root, no GPU, no network chatter). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium features a test browser leaves off (ADR 114). Since Chromium 151 every new window
 * pre-renders the address bar's popup in a renderer of its own (`--top-chrome-webui`): about 0.4 s
 * of CPU that no page asked for, still under way while a fresh context's first pages load. A
 * customer's window did that long before; on a 2-core machine a test pays it in the middle of what
 * it measures. Puppeteer (and so the bench's Lighthouse) leaves both off already.
 */
export const DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * The features the installed Playwright disables in every Chromium it launches, read from its
 * bundle (it exports no list): Playwright passes them as one `--disable-features` switch.
 */
export function playwrightDisabledFeatures(
  bundle = createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle'),
) {
  const list = /\bdisabledFeatures = \[([^\]]*)\]/.exec(readFileSync(bundle, 'utf8'))?.[1];
  const names = list ? [...list.matchAll(/"([\w-]+)"/g)].map(([, name]) => name) : [];
  if (names.length === 0) {
    throw new Error(
      `No list of disabled Chromium features in ${bundle}: Playwright changed how it keeps it. Update playwrightDisabledFeatures() in scripts/lib/browser.mjs.`,
    );
  }
  return names;
}

/**
 * CHROMIUM_ARGS for a browser that Playwright launches. Chromium honours only the last
 * `--disable-features` and Playwright's own comes first, so this one carries Playwright's list
 * as well as ours.
 */
export function playwrightChromiumArgs() {
  const features = new Set([...playwrightDisabledFeatures(), ...DISABLED_FEATURES]);
  return [...CHROMIUM_ARGS, `--disable-features=${[...features].join(',')}`];
}

const SYSTEM_NAMES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** A Chromium on PATH or in the usual system folders, or undefined. */
function systemChromium(env, systemDirs) {
  const dirs = [...(env.PATH ?? '').split(delimiter).filter(Boolean), ...systemDirs];
  for (const name of SYSTEM_NAMES) {
    for (const dir of dirs) {
      const candidate = join(dir, name);
      // Skip npm's node_modules/.bin shims: only a real browser counts.
      if (!dir.includes('node_modules') && isExecutable(candidate)) return candidate;
    }
  }
  return undefined;
}

/** Playwright's own downloaded Chromium, when `playwright install chromium` has run. */
function playwrightChromium() {
  try {
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where the browser is and why, or `{ path: undefined }` when there is none. A CHROMIUM_PATH that
 * does not exist is an error rather than a silent fallback: the user asked for that browser.
 */
export function findChromium(
  env = process.env,
  { systemDirs = ['/usr/bin'], bundled = true } = {},
) {
  if (env.CHROMIUM_PATH) {
    if (!isExecutable(env.CHROMIUM_PATH)) {
      throw new Error(
        `CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file. Fix or unset CHROMIUM_PATH.`,
      );
    }
    return { path: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' };
  }
  const system = systemChromium(env, systemDirs);
  if (system) return { path: system, source: 'system' };
  const own = bundled ? playwrightChromium() : undefined;
  if (own) return { path: own, source: 'playwright' };
  return { path: undefined, source: 'none' };
}

/** The same command everywhere: what a person runs when the automatic provisioning cannot. */
export const PROVISION_HINT =
  'No Chromium found: install one with `sudo apt-get install -y chromium` (Debian/Ubuntu) or `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium executable.';

/** For config files: the executable to launch, or a plain one-line error naming the fix. */
export function chromiumExecutable(env = process.env) {
  const { path } = findChromium(env);
  if (!path) throw new Error(PROVISION_HINT);
  return path;
}

function isDebianRoot() {
  if (process.getuid?.() !== 0 || !existsSync('/etc/debian_version')) return false;
  try {
    execFileSync('apt-get', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function osName() {
  try {
    return /^PRETTY_NAME="?([^"\n]*)/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1];
  } catch {
    return undefined;
  }
}

/**
 * How to get a browser on this machine, in order of preference: Debian's package when we are
 * root on Debian (Playwright's download is blocked on some networks, the package mirror is not),
 * otherwise Playwright's own download. Each step is a command and its arguments.
 */
export function provisioningPlan() {
  const playwrightCli = join(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'playwright');
  const steps = [];
  if (isDebianRoot()) {
    steps.push({
      label: `Debian package chromium (${osName() ?? 'Debian'})`,
      commands: [
        ['apt-get', ['update', '-qq']],
        ['apt-get', ['install', '-y', '-qq', 'chromium']],
      ],
    });
  }
  if (existsSync(playwrightCli)) {
    steps.push({
      label: "Playwright's own Chromium",
      commands: [[playwrightCli, ['install', 'chromium']]],
    });
  }
  return steps;
}
