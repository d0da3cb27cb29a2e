import { defineConfig } from 'vitest/config';
import '../../scripts/check-node.mjs';

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
