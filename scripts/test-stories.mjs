// Runs every story as a test in headless Chromium: build static Storybook, serve it on a free
// port, run @storybook/test-runner (play functions + axe WCAG 2.2 AA), exit with its code.
// STORIES_SKIP_BUILD=1 reuses an existing storybook-static/.
import './check-node.mjs';
import { bin, ensureStorybookBuild, run, seconds, serveStatic } from './lib/storybookStatic.mjs';

// Two workers, one per core: 4 measured −8 % on a subset at a lower machine load, but the whole
// run at load 12–16 took 452 s against session 6's 354 s, so 2 stays until a quiet side-by-side
// says otherwise (ADR 093). `--maxWorkers=N` on the command line overrides it.
const WORKERS = 2;
const extraArgs = process.argv.slice(2);

const started = Date.now();
await ensureStorybookBuild('test-stories', { test: true });

const server = await serveStatic();
const testStart = Date.now();
let exitCode = 1;
try {
  exitCode = await run(
    bin('test-storybook'),
    [
      '--url',
      server.url,
      ...(extraArgs.some((arg) => arg.startsWith('--maxWorkers'))
        ? []
        : [`--maxWorkers=${WORKERS}`]),
      '--ci',
      '--no-cache',
      ...extraArgs,
    ],
    { CI: 'true', TEST_BROWSERS: 'chromium', FORCE_COLOR: '0' },
  );
} finally {
  await server.close();
}
console.log(
  `[test-stories] test-storybook finished in ${seconds(testStart)} (total ${seconds(started)}), exit ${exitCode}`,
);
process.exit(exitCode);
