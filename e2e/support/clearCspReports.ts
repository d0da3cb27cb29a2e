import type { FullConfig } from '@playwright/test';

/** Global setup: the CSP report count starts at zero (a reused local server kept older ones). */
export default async function clearCspReports(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  const response = await fetch(`${baseURL}/__sandbox/csp-reports`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Could not clear the CSP reports: ${response.status}`);
}
