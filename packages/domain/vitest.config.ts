import { defineConfig } from 'vitest/config';
import '../../scripts/check-node.mjs';

export default defineConfig({
  resolve: { conditions: ['@vonk/source'] },
  // The sandbox (contract tests) imports @vonk/domain/contract at run time: from source too.
  ssr: { resolve: { externalConditions: ['@vonk/source'] } },
  test: {
    name: 'domain',
    // Rules and infrastructure run in node; files that need a DOM opt in with
    // `// @vitest-environment happy-dom`.
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'package.test.ts'],
    // One module graph per worker, not per file (ADR 104): the createAuth failures that had kept
    // isolation on (ADR 087) came from a test's own timing, not from another file. 38 → 8 s CPU.
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.{ts,tsx}', 'src/**/index.ts', 'src/contract/**', 'src/testing/**'],
      thresholds: { lines: 95 },
    },
  },
});
