import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logInAtIdp, resetSandbox } from '../support/session.ts';
import { endsWith, routePaths } from '../support/routePaths.ts';
import { expectSuccess, tabTo } from '../support/orderFlow.ts';

// Issue #14 Wi-Fi extenders (ADR 079): sanne adds one to another address and every view that
// shows products or orders follows (cache write clearing); versterker removes one with the
// keyboard only. Serial: the writes change the one shared sandbox.
test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

test('sanne adds a Wi-Fi extender to another address; tracker, overview and dashboard follow', async ({
  page,
}) => {
  await page.goto(routePaths.subscriptions.href());
  await logInAtIdp(page, 'sanne');
  await expect(page.getByRole('heading', { level: 1, name: 'Abonnementen' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Wifi-versterkers' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Wifi-versterker toevoegen' }).click();

  // Step 1: one extender, to Damrak 1A.
  await expect(page.getByRole('heading', { level: 1, name: 'Wifi-versterkers' })).toBeVisible();
  await expect(page.getByText('Je hebt nu geen wifi-versterker.')).toBeVisible();
  await page.getByRole('radio', { name: '1' }).check();
  await page.getByRole('checkbox', { name: 'Bezorgen op een ander adres' }).check();
  await page.getByRole('textbox', { name: 'Postcode' }).fill('1012 LG');
  await page.getByRole('textbox', { name: 'Huisnummer' }).fill('1');
  await page.getByRole('textbox', { name: 'Toevoeging' }).fill('A');
  await page.getByRole('textbox', { name: 'Toevoeging' }).blur();
  await expect(page.getByText('Damrak')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Verder' }).click();

  // Step 2: the summary, then confirm.
  await expect(page).toHaveURL(
    endsWith(routePaths.subscriptionsWifiExtenders.href({ aantal: '1', stap: 'overzicht' })),
  );
  await expect(
    page.getByText('Je krijgt er 1 wifi-versterker bij. Daarna heb je er 1.'),
  ).toBeVisible();
  await expect(page.getByText(/Damrak 1A, 1012 LG Amsterdam/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Bestellen' }).click();

  // Step 3: the receipt and the write's Success event on the data layer.
  await expect(page.getByText('Je bestelling is geplaatst')).toBeVisible();
  await expect(page).toHaveURL(
    endsWith(routePaths.subscriptionsWifiExtenders.href({ stap: 'klaar' })),
  );
  await expectSuccess(page, 'SS - Producten', 'Producten toevoegen');

  // The order tracker has it, on its way to Damrak.
  await page.getByRole('link', { name: 'Naar Bestellingen' }).click();
  const order = page
    .getByRole('region', { name: 'Product erbij' })
    .filter({ hasText: 'Wifi-versterker' });
  await expect(order.getByText('Damrak 1A, 1012 LG Amsterdam')).toBeVisible();

  // The overview shows the extender, expected on delivery, with the way to change the count.
  await page.goto(routePaths.subscriptions.href());
  const group = page.getByRole('region', { name: 'Wifi-versterkers' });
  await expect(group.getByText(/verwacht op/)).toBeVisible();
  await expect(group.getByRole('link', { name: 'Aantal wifi-versterkers wijzigen' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Wifi-versterkers wijzigen', exact: true }),
  ).toBeVisible();
  await page.goto(routePaths.dashboard.href());
  await expect(page.getByText('Je hebt 1 lopende bestelling.')).toBeVisible();
});

// Issue #26: the address lookup on leaving the house number moved "Verder" under the pointer,
// so the first click was lost. One real mouse click, straight from the field.
test('sanne goes on from the house number with one click on Verder', async ({ page }) => {
  await page.goto(routePaths.subscriptions.href());
  await logInAtIdp(page, 'sanne');
  await page.getByRole('link', { name: 'Wifi-versterker toevoegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wifi-versterkers' })).toBeVisible();
  await page.getByRole('radio', { name: '1' }).check();
  await page.getByRole('checkbox', { name: 'Bezorgen op een ander adres' }).check();
  await page.getByRole('textbox', { name: 'Postcode' }).fill('1012 LG');
  await page.getByRole('textbox', { name: 'Toevoeging' }).fill('A');
  const number = page.getByRole('textbox', { name: 'Huisnummer' });
  await number.fill('1');
  await expect(number).toBeFocused();
  await page.getByRole('button', { name: 'Verder' }).click();
  await expect(page).toHaveURL(
    endsWith(routePaths.subscriptionsWifiExtenders.href({ aantal: '1', stap: 'overzicht' })),
  );
  await expect(page.getByText(/Damrak 1A, 1012 LG Amsterdam/)).toBeVisible();
});

test('versterker removes one of two extenders with the keyboard only', async ({ page }) => {
  await page.goto(routePaths.subscriptions.href());
  await logInAtIdp(page, 'versterker');
  await expect(page.getByRole('heading', { level: 1, name: 'Abonnementen' })).toBeVisible();
  await tabTo(page, 'Wifi-versterkers wijzigen');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Je hebt nu 2 wifi-versterkers.')).toBeVisible();
  await tabTo(page, '0');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '1' })).toBeChecked();
  await tabTo(page, 'Verder');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(
    endsWith(routePaths.subscriptionsWifiExtenders.href({ aantal: '1', stap: 'overzicht' })),
  );
  await expect(
    page.getByText('Je zegt 1 wifi-versterker op. Daarna heb je er nog 1.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await tabTo(page, 'Bestellen');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Je bestelling is geplaatst')).toBeVisible();
  await expectSuccess(page, 'SS - Producten', 'Producten opzeggen');
  await tabTo(page, 'Terug naar je abonnement');
  await page.keyboard.press('Enter');
  const group = page.getByRole('region', { name: 'Wifi-versterkers' });
  await expect(group.getByRole('listitem')).toHaveCount(1);
  await expect(
    page.getByRole('link', { name: 'Wifi-versterkers wijzigen', exact: true }),
  ).toBeVisible();
});
