import { defineConfig } from 'vitest/config';
import '../../scripts/check-node.mjs';

export default defineConfig({
  // The sandbox imports the contract's schemas at run time: resolve @vonk/domain to its source.
  resolve: { conditions: ['@vonk/source'] },
  // Node itself loads externalised packages: give it the same condition.
  ssr: { resolve: { conditions: ['@vonk/source'], externalConditions: ['@vonk/source'] } },
  test: {
    name: 'sandbox',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // One module graph per worker, not per file (ADR 104): tests build their own app; the only
    // module state is an id counter. 14 → 4 s CPU.
    isolate: false,
    testTimeout: 15_000,
    hookTimeout: 20_000,
  },
});
