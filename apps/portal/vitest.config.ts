import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { libraryTrims } from './libraryTrims.ts';
import '../../scripts/check-node.mjs';

export default defineConfig({
  plugins: [react()],
  // Tests run with the library trims of the build (ADR 092).
  resolve: {
    conditions: ['@vonk/source', 'module', 'browser', 'development|production'],
    alias: libraryTrims,
  },
  test: {
    name: 'portal',
    environment: 'happy-dom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // One module graph per worker, not per file (ADR 104, as @vonk/ui in ADR 087): 50 files pass
    // in shuffled orders on one worker. 59 → 9 s CPU.
    isolate: false,
  },
});
