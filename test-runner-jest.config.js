import { getJestConfig } from '@storybook/test-runner';

// Ejected with `test-storybook --eject`: the only way to point jest-playwright at Debian's
// Chromium (Playwright's own download does not work here; an env variable alone is ignored).
const testRunnerConfig = getJestConfig();
const jestPlaywright = testRunnerConfig.testEnvironmentOptions?.['jest-playwright'] ?? {};

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  testTimeout: 30_000,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...jestPlaywright,
      browsers: ['chromium'],
      exitOnPageError: false,
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        headless: true,
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      },
      contextOptions: {
        locale: 'nl-NL',
        viewport: { width: 1280, height: 800 },
        reducedMotion: 'reduce',
      },
    },
  },
};
