import { defineConfig } from 'vitest/config';
import './scripts/check-node.mjs';

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
