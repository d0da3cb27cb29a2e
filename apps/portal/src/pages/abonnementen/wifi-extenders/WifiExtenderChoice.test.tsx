import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { wifiExtenderOptions, wifiExtenderProduct } from '@vonk/domain';
import type { ChangeFacts, Subscription } from '@vonk/domain';
import { catalogue, personas } from '@vonk/sandbox/personas';
import { renderWithApi } from '../../../testing/renderWithApi.tsx';
import { WifiExtenderChoice } from './WifiExtenderChoice.tsx';

// Step 1 of the Wi-Fi extender flow (ADR 079) with the sandbox's personas and extender list:
// versterker has two, sanne none; what is offered, what is refused, what goes on.
const list = catalogue
  .filter((entry) => entry.category === 'WifiExtender')
  .map((entry) => ({ ...entry, current: false }));

const free = { hasRunningContract: false, endDate: null, earlyTerminationFee: null };

function renderFor(
  subscription: Subscription,
  count: number | null = null,
  contract: ChangeFacts['contract'] = free,
) {
  const onChosen = vi.fn();
  const product = wifiExtenderProduct(subscription, list)!;
  const facts: ChangeFacts = {
    subscription,
    security: [],
    openOrders: [],
    contract,
    wholeOnline: false,
    today: '2026-11-23',
  };
  renderWithApi(
    <WifiExtenderChoice
      options={wifiExtenderOptions(facts, product)}
      have={subscription.currentWifiExtenders.length}
      product={product}
      knownAddress={undefined}
      defaultValues={{ count, shippingAddress: null }}
      onChosen={onChosen}
    />,
    () => {
      throw new Error('no request expected');
    },
  );
  return { onChosen, user: userEvent.setup() };
}

afterEach(() => sessionStorage.clear());

describe('WifiExtenderChoice', () => {
  it('says how many the customer has and offers 0 to 3, the current one marked', () => {
    renderFor(personas.versterker.subscription);
    expect(screen.getByText('Stap 1 van 3')).toBeVisible();
    expect(screen.getByText('Je hebt nu 2 wifi-versterkers.')).toBeVisible();
    const group = screen.getByRole('radiogroup', { name: /Aantal wifi-versterkers/ });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['0', '1', '2', '3']);
    expect(within(group).getByRole('radio', { name: '2 (nu)' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Wifi-versterker: Sterke wifi in elke kamer. € 5,00 per maand per stuk. Je kunt er maximaal 3 hebben.',
      ),
    ).toBeVisible();
  });

  it('asks for a count, and for another count than the one the customer has', async () => {
    const { onChosen, user } = renderFor(personas.versterker.subscription);
    await user.click(screen.getByRole('button', { name: 'Verder' }));
    expect(
      (await screen.findAllByText('Kies hoeveel wifi-versterkers je wilt.')).length,
    ).toBeGreaterThan(0);
    await user.click(screen.getByRole('radio', { name: '2 (nu)' }));
    await user.click(screen.getByRole('button', { name: 'Verder' }));
    expect(
      (await screen.findAllByText('Zoveel wifi-versterkers heb je nu al. Kies een ander aantal.'))
        .length,
    ).toBeGreaterThan(0);
    expect(onChosen).not.toHaveBeenCalled();
  });

  it('a removal asks no address and goes on with the new count', async () => {
    const { onChosen, user } = renderFor(personas.versterker.subscription);
    await user.click(screen.getByRole('radio', { name: '1' }));
    expect(screen.queryByRole('checkbox', { name: 'Bezorgen op een ander adres' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verder' }));
    expect(onChosen).toHaveBeenCalledWith({ count: 1, shippingAddress: null });
  });

  it('an addition may go to another address, which must then be a known one', async () => {
    const { onChosen, user } = renderFor(personas.sanne.subscription);
    expect(screen.getByText('Je hebt nu geen wifi-versterker.')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: '2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Bezorgen op een ander adres' }));
    expect(await screen.findByRole('group', { name: /Bezorgadres/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Verder' }));
    expect(
      (
        await screen.findAllByText(
          'Vul een bekend bezorgadres in, of vink ‘Bezorgen op een ander adres’ uit.',
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(onChosen).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'Bezorgen op een ander adres' }));
    await user.click(screen.getByRole('button', { name: 'Verder' }));
    expect(onChosen).toHaveBeenCalledWith({ count: 2, shippingAddress: null });
  });

  it('issue #26: under a contract fewer is said on this step, in Dutch, and cannot be chosen', async () => {
    const { onChosen, user } = renderFor(personas.versterker.subscription, null, {
      hasRunningContract: true,
      endDate: '2027-03-15',
      earlyTerminationFee: 90,
    });
    expect(screen.getByText('Minder wifi-versterkers kan nu niet online.')).toBeVisible();
    expect(
      screen.getByText(
        'Je contract loopt tot 15 maart 2027. Daarvoor kan je niet online opzeggen.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: '1' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '3' }));
    await user.click(screen.getByRole('button', { name: 'Verder' }));
    expect(onChosen).toHaveBeenCalledWith({ count: 3, shippingAddress: null });
  });
});
