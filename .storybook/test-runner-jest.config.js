import { fileURLToPath } from 'node:url';
import { getJestConfig } from '@storybook/test-runner';
import { chromiumExecutable, playwrightChromiumArgs } from '../scripts/lib/browser.mjs';

// Ejected with `test-storybook --eject` (the runner reads `test-runner-jest*` in .storybook/): the
// only way to point jest-playwright at the browser scripts/lib/browser.mjs resolves for every
// runner (an env variable is ignored) and to set the one-page-per-worker environment (ADR 008).
const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  testTimeout: 30_000,
  // Two workers, one per core: 4 measured −8 % on a subset at a lower machine load but slower on
  // the whole run at load 12–16 (ADR 093). `--maxWorkers=N` on the command line overrides it.
  maxWorkers: 2,
  testEnvironment: fileURLToPath(new URL('./test-runner-environment.js', import.meta.url)),
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions['jest-playwright'],
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
