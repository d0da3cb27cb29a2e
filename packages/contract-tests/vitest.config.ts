import { defineConfig } from 'vitest/config';

// vitest 5 needs Node 24 (`Map.groupBy`); run it through npm so node_modules/.bin/node is used.
if (!process.version.startsWith('v24.')) {
  throw new Error(
    `Run the contract tests through npm so Node 24 is used (got ${process.version}).`,
  );
}

export default defineConfig({
  resolve: { conditions: ['@vonk/source'] },
  // Node itself loads externalised packages: give it the same condition.
  ssr: { resolve: { conditions: ['@vonk/source'], externalConditions: ['@vonk/source'] } },
  test: {
    name: 'contract',
    // The domain client against the real sandbox: API in process, IdP on a free port.
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // One module graph per worker, not per file (ADR 104). 15 → 6 s CPU.
    isolate: false,
    testTimeout: 15_000,
    hookTimeout: 20_000,
  },
});
