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
      '--maxWorkers=2',
      '--ci',
      '--no-cache',
      ...process.argv.slice(2),
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
