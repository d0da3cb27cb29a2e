// Runs every story as a test in headless Chromium: build static Storybook, serve it on a free
// port, run @storybook/test-runner (play functions + axe WCAG 2.2 AA), exit with its code.
// STORIES_SKIP_BUILD=1 reuses an existing storybook-static/.
import {
  acquireStorybookLock,
  bin,
  ensureStorybookBuild,
  outDir,
  run,
  seconds,
  serveStatic as serve,
} from './lib/storybookStatic.mjs';

// Workers beyond the 2 cores: a story spends most of its time waiting (for its sandbox answers,
// the page's load states, axe's timers), not computing, so 4 workers keep both cores busy
// (ADR 093). `--maxWorkers=N` on the command line overrides it.
const WORKERS = 4;
const extraArgs = process.argv.slice(2);

await acquireStorybookLock('test-stories');
const started = Date.now();
await ensureStorybookBuild('test-stories', { test: true });

const server = await serve(outDir);
const { port } = server.address();
const testStart = Date.now();
let exitCode = 1;
try {
  exitCode = await run(
    bin('test-storybook'),
    [
      '--url',
      `http://127.0.0.1:${port}`,
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
  server.close();
  server.closeAllConnections?.();
}
console.log(
  `[test-stories] test-storybook finished in ${seconds(testStart)} (total ${seconds(started)}), exit ${exitCode}`,
);
process.exit(exitCode);
