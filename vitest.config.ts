import { defineConfig } from 'vitest/config';

if (!process.version.startsWith('v24.')) {
  throw new Error(`Run tests through npm so Node 24 is used (got ${process.version}).`);
}

// One entry for editors and `npx vitest`: each package keeps its own config.
export default defineConfig({
  test: {
    projects: [
      'packages/ui',
      'packages/domain',
      'packages/sandbox',
      'packages/contract-tests',
      'apps/portal',
    ],
  },
});
