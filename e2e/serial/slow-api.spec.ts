import { expect, test } from '@playwright/test';
import { openAfterLogin } from '../support/session.ts';
import { routePaths } from '../support/routePaths.ts';

// Issue #31: an API that answers every request slowly still gives each of the heaviest pages.
// Over HTTP/1.1 the browser sends six requests at a time; a read's timeout used to run while it
// waited its turn, so on a cold /rekeningen 17 of 23 reads timed out unsent. The portal now queues
// its own requests and starts each one's clock when it is sent. Scaled down here: 1.2 s per answer
// against a 2.5 s timeout, where production has 15 s; a page's reads take several rounds of six.

const TIMEOUTS = { readMs: 2_500, writeMs: 5_000 };
const SLOW = { path: '/api/', delayMs: 1_200 };

test.afterEach(async ({ page }) => {
  await page.request.post('/__sandbox/reset');
});

test('each of the three heaviest pages renders when every answer is slow; no read times out queued', async ({
  page,
}) => {
  test.setTimeout(90_000);
  expect(
    (await page.request.put('/__sandbox/config', { data: { requestTimeouts: TIMEOUTS } })).ok(),
  ).toBe(true);
  await openAfterLogin(page, routePaths.dashboard.href(), 'jan', 'Overzicht');
  expect((await page.request.post('/__sandbox/faults', { data: SLOW })).ok()).toBe(true);

  const pages = [
    {
      href: routePaths.invoices.href(),
      heading: 'Rekeningen',
      shows: /Rekeningen, nieuwste eerst/,
    },
    { href: routePaths.myData.href(), heading: 'Mijn gegevens', shows: /E-mailadres wijzigen/ },
    {
      href: routePaths.settings.href(),
      heading: 'Instellingen',
      shows: /Nu geblokkeerd: anonieme bellers/,
    },
  ];
  for (const { href, heading, shows } of pages) {
    const timedOut: string[] = [];
    const record = (request: { url(): string; failure(): { errorText: string } | null }) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) timedOut.push(request.url());
    };
    await page.goto(href);
    // After the load: the previous page's requests, cut off by leaving it, are not this page's.
    page.on('requestfailed', record);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(shows).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Oeps!')).toHaveCount(0);
    await expect(page.getByText(/niet laden|niet verversen/)).toHaveCount(0);
    page.off('requestfailed', record);
    expect(timedOut, href).toEqual([]);
  }
});
