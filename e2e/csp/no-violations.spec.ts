import { expect, test } from '@playwright/test';

// Runs last (project `csp`, after `journeys` and `serial`): every page the suite opened was served
// with the strict CSP of deploy/nginx, whose report-uri is the sandbox's collector (ADR 053).
test('the whole e2e suite caused no Content-Security-Policy violation', async ({ request }) => {
  const response = await request.get('/__sandbox/csp-reports');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toEqual([]);
});
