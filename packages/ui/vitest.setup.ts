import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A Modal or Drawer's first open imports its overlay module (ADR 030); in a test that import is a
// transform of react-aria's overlay code, which on a busy machine takes longer than the default 1 s
// that findBy and waitFor wait.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
