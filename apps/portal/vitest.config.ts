import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

if (!process.version.startsWith('v24.')) {
  throw new Error(`Run tests through npm so Node 24 is used (got ${process.version}).`);
}

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@vonk/source', 'module', 'browser', 'development|production'] },
  test: {
    name: 'portal',
    environment: 'happy-dom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
