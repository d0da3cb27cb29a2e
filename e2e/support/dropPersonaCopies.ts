import type { FullConfig } from '@playwright/test';

/**
 * Global setup: no worker's persona copy (`jan@w0`, ADR 086) survives from an earlier run on a
 * reused local server; the worker indexes, and so the namespaces, start at 0 again.
 */
export default async function dropPersonaCopies(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  const response = await fetch(`${baseURL}/__sandbox/reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ namespace: 'all' }),
  });
  if (!response.ok) throw new Error(`Could not drop the persona copies: ${response.status}`);
}
