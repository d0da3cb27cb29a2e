import { expect, test } from '@playwright/test';
import { personas } from '@vonk/sandbox/personas';
import { expectNoAxeViolations, resetSandbox } from '../support/session.ts';
import { routePaths } from '../support/routePaths.ts';

// Issue #31: the limiter on guessing public-link references (ADR 064) keys on the address the edge
// saw (the X-Forwarded-For entry our nginx appends), not on the first entry anyone can write, and a
// refused customer reads why. It holds every client of this machine, so it runs alone and resets.

const label = personas.jan.returnLabels![0]!;

test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

test('30 guesses under 30 invented addresses: 10 answered, then refused, and the page says why', async ({
  page,
}) => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const response = await page.request.get(`/api/shippinglabel/GUESS-${attempt}-XXXX`, {
      headers: { 'X-Forwarded-For': `203.0.113.${attempt}` },
    });
    statuses.push(response.status());
  }
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
  expect(statuses.slice(10)).toEqual(Array(20).fill(429));

  await page.goto(routePaths.returnLabel.href({ referentie: label.reference }));
  await expect(page.getByText('Te veel pogingen, probeer het over 10 minuten.')).toBeVisible();
  await expect(page.getByText(/aan onze kant/)).toHaveCount(0);
  await expectNoAxeViolations(page);
});
