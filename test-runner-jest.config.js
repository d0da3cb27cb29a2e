import { fileURLToPath } from 'node:url';
import { getJestConfig } from '@storybook/test-runner';
import { chromiumExecutable, playwrightChromiumArgs } from './scripts/lib/browser.mjs';

// Ejected with `test-storybook --eject`: the only way to point jest-playwright at the browser that
// scripts/lib/browser.mjs resolves for every runner (an env variable alone is ignored).
const testRunnerConfig = getJestConfig();
const jestPlaywright = testRunnerConfig.testEnvironmentOptions?.['jest-playwright'] ?? {};

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  testTimeout: 30_000,
  // One page per worker across story files (ADR 110).
  testEnvironment: fileURLToPath(
    new URL('./.storybook/test-runner-environment.js', import.meta.url),
  ),
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...jestPlaywright,
      browsers: ['chromium'],
      exitOnPageError: false,
      launchOptions: {
        executablePath: chromiumExecutable(),
        headless: true,
        args: ['--headless', ...playwrightChromiumArgs()],
      },
      contextOptions: {
        locale: 'nl-NL',
        viewport: { width: 1280, height: 800 },
        reducedMotion: 'reduce',
      },
    },
  },
};
