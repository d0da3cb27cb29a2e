import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import '../../scripts/check-node.mjs';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@vonk/source'] },
  test: {
    name: 'ui',
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'package.test.ts'],
    css: false,
    // One module graph per worker, not per file (ADR 087): the design system keeps no auth or
    // data state, and its 71 files pass in shuffled orders on one worker. 77 → 9 s CPU.
    isolate: false,
  },
});
