// `npm run chromatic`: the hosted visual review (Chromatic) when a project token is set; without
// one it says how to set it and exits 0, since the local baselines (`npm run test:visual`) are the
// review path that always runs (ADR 147). Chromatic cannot reach its service from an offline
// machine and hangs after a failed login, hence the timeout.
import './check-node.mjs';
import { spawn } from 'node:child_process';
import { bin } from './lib/storybookStatic.mjs';

const token = process.env.CHROMATIC_PROJECT_TOKEN;
if (!token) {
  console.log(
    [
      '[chromatic] No CHROMATIC_PROJECT_TOKEN set: skipped (not a failure).',
      'To publish Storybook to Chromatic for review:',
      '  1. Create a project at https://www.chromatic.com/start and copy its project token.',
      '  2. Run: CHROMATIC_PROJECT_TOKEN=<token> npm run chromatic',
      '     (in CI: store the token as a secret named CHROMATIC_PROJECT_TOKEN).',
      'The local visual baselines run without a token: npm run test:visual.',
    ].join('\n'),
  );
  process.exit(0);
}

const child = spawn(
  'timeout',
  [
    '300',
    bin('chromatic'),
    '--build-script-name',
    'build-storybook',
    '--exit-zero-on-changes',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', env: process.env },
);
child.on('exit', (code, signal) => {
  if (code === 124) console.error('[chromatic] timed out after 300 s (is the service reachable?)');
  process.exit(code ?? (signal ? 1 : 0));
});
