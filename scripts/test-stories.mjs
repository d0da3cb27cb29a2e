// Runs every story as a test in headless Chromium: build static Storybook, serve it on a free
// port, run @storybook/test-runner (play functions + axe WCAG 2.2 AA), exit with its code.
// STORIES_SKIP_BUILD=1 reuses an existing storybook-static/.
import './check-node.mjs';
import { bin, ensureStorybookBuild, run, seconds, serveStatic } from './lib/storybookStatic.mjs';

const started = Date.now();
await ensureStorybookBuild('test-stories', { test: true });

const server = await serveStatic();
const testStart = Date.now();
let exitCode = 1;
try {
  exitCode = await run(
    bin('test-storybook'),
    ['--url', server.url, '--ci', '--no-cache', ...process.argv.slice(2)],
    { CI: 'true', FORCE_COLOR: '0' },
  );
} finally {
  await server.close();
}
console.log(
  `[test-stories] test-storybook finished in ${seconds(testStart)} (total ${seconds(started)}), exit ${exitCode}`,
);
process.exit(exitCode);
