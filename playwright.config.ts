import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import sandbox from './packages/sandbox/sandbox.config.json' with { type: 'json' };
import { chromiumExecutable, playwrightChromiumArgs } from './scripts/lib/browser.mjs';
import './scripts/check-node.mjs';

// Public-link references are credentials, random per sandbox (ADR 064). One secret per run, set
// before the server starts and inherited by the workers, lets both derive the same ones from the
// persona data. A reused local server must have been started with the same variable.
process.env.VONK_PUBLIC_LINK_SEED ??= randomBytes(32).toString('hex');

// One module decides the browser for every runner (CHROMIUM_PATH, system, Playwright's own).
const executablePath = chromiumExecutable();
const baseURL = `http://${sandbox.host}:${process.env.VONK_PORTAL_PORT ?? sandbox.portalPort}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // A test that passes only on its retry fails CI all the same: flaky is a defect to fix, not a
  // pass (ADR 110). The retry stays, so the report shows both attempts and their traces.
  failOnFlakyTests: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    // A failed test keeps its trace: actions, DOM snapshots, network and console. Not the
    // screencast: recording its frames for every test cost a quarter to a third of the suite's time
    // (routes + menu-walk: 113–124 s with it, 82–87 s without), and a failure is read off the
    // snapshots.
    trace: { mode: 'retain-on-failure', screenshots: false },
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath,
      args: playwrightChromiumArgs(),
    },
  },
  // One sandbox serves every test (ADR 086). Journeys only read it. Specs in e2e/writes change
  // personas, each worker its own copy (`jan@w3`, see support/session.ts), so they run on every
  // worker beside the journeys. Tests that change what everyone shares (faults, the production
  // switch, today, session timings, logs, public links, agents) live in e2e/serial and run one at a
  // time after both, so no reset or fault of one test lands in the middle of another. A writes spec
  // may shorten the access tokens of its own logins only (shortenAccessTokens, ADR 093).
  // Last, `csp` asserts that the whole run caused no CSP violation report (ADR 053).
  projects: [
    { name: 'journeys', testIgnore: /\/(serial|writes|csp)\//, fullyParallel: true },
    { name: 'writes', testMatch: /\/writes\//, fullyParallel: true },
    { name: 'serial', testMatch: /\/serial\//, workers: 1, dependencies: ['journeys', 'writes'] },
    { name: 'csp', testMatch: /\/csp\//, dependencies: ['serial'] },
  ],
  globalSetup: ['./e2e/support/clearCspReports.ts', './e2e/support/dropPersonaCopies.ts'],
  // The production build served by the production server config: real nginx, strict CSP, the
  // security headers and precompressed files a provider deploys (deploy/nginx, ADR 053).
  webServer: {
    command: 'node --conditions=@vonk/source scripts/start.mjs --nginx',
    url: `${baseURL}/config.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
