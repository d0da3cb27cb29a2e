import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { personas } from '@vonk/sandbox/personas';
import { resetSandbox } from '../support/session.ts';
import { routePaths } from '../support/routePaths.ts';

// Spec §7.2 "Mutating call success and failure are reported to analytics", §9 'SS - ' categories:
// one real write's Success and one failed write's Error reach the tag manager's data layer.
type Hit = { event: string; eventCategory?: string; eventAction?: string; eventLabel?: string };

const OPT_OUT = personas.storing.optOut;

const writeEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Hit[] }).dataLayer ?? []).filter(
      (hit) => hit.event === 'trackEvent' && hit.eventAction !== 'View',
    ),
  );

async function saveWithoutOffers(page: Page) {
  await page.goto(routePaths.unsubscribe.href({ id: OPT_OUT.id }));
  await page.getByRole('checkbox', { name: 'Aanbiedingen en acties' }).uncheck();
  await page.getByRole('button', { name: 'Voorkeuren opslaan' }).click();
}

test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

test('a saved write is a Success event, a failed one an Error event, both SS - and non-interaction', async ({
  page,
}) => {
  await saveWithoutOffers(page);
  await expect(page.getByRole('status')).toHaveText(/Je voorkeuren zijn opgeslagen\./);
  await expect.poll(() => writeEvents(page)).toHaveLength(1);
  const [success] = await writeEvents(page);
  expect(success).toMatchObject({ eventAction: 'Success', nonInteraction: true });
  expect(success?.eventCategory).toMatch(/^SS - /);
  expect(success?.eventLabel).not.toBe('');

  const fault = await page.request.post('/__sandbox/faults', {
    data: { path: '/api/optout/v2', method: 'PUT', status: 500, times: 1 },
  });
  expect(fault.ok()).toBe(true);
  await saveWithoutOffers(page);
  await expect(page.getByText('Je keuze is niet opgeslagen')).toBeVisible();
  await expect.poll(() => writeEvents(page)).toHaveLength(1);
  const [error] = await writeEvents(page);
  expect(error).toEqual({ ...success, eventAction: 'Error' });
});
