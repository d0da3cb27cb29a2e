import { defineConfig } from 'vitest/config';

// Started outside npm, tools run on the global Node 20 and fail in obscure ways: fail loudly.
if (!process.version.startsWith('v24.')) {
  throw new Error(`Run the sandbox tests through npm so Node 24 is used (got ${process.version}).`);
}

export default defineConfig({
  // The field rules come from @vonk/domain/contract at run time: resolve it to source (ADR 002).
  ssr: { resolve: { externalConditions: ['@vonk/source'] } },
  test: {
    name: 'sandbox',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 15_000,
    hookTimeout: 20_000,
  },
});
