import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logInAtIdp, resetSandbox } from '../support/session.ts';
import { routePaths } from '../support/routePaths.ts';

// Issue #12 /storingen: storing sees the outage and its updates, asks the remote mechanic once
// (a double click sends one request) and then sees the open request instead of the button.
test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

test('storing requests remote help once and sees the open request', async ({ page }) => {
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/remotemechanic')
      posts += 1;
  });
  await page.goto(routePaths.outages.href());
  await logInAtIdp(page, 'storing');
  await expect(page.getByRole('heading', { level: 1, name: 'Actuele storingen' })).toBeVisible();
  // The running outage's three updates (the resolved one below has its own, issue #29).
  await expect(
    page
      .getByRole('list', { name: /^Updates over Storing internet en bellen .*, nieuwste eerst$/ })
      .getByRole('listitem'),
  ).toHaveCount(3);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Monteur op afstand aanvragen' }).dblclick();
  const remote = page.getByRole('region', { name: 'Monteur op afstand' });
  await expect(remote.getByText('Aangevraagd')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Monteur op afstand aanvragen' })).toHaveCount(0);
  expect(posts).toBe(1);
  await page.reload();
  await expect(remote.getByText('Aangevraagd')).toBeVisible();
  await expectNoAxeViolations(page);
});
