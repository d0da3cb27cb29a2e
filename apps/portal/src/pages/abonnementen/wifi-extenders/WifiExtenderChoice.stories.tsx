import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { reads, routePaths, wifiExtenderOptions, wifiExtenderProduct } from '@vonk/domain';
import { WifiExtenderChoice } from './WifiExtenderChoice.tsx';
import { liveSectionDecorator, liveSectionLoader } from '../../../testing/liveSection.tsx';
import { ReadStory } from '../../../testing/readStory.tsx';
import { chooseAndShipElsewhere } from '../../../testing/flowPlays.ts';
import { useChangeFacts } from '../useChangeFacts.ts';

// Step 1 of the Wi-Fi extenders flow alone (ADR 079, 088): the persona's subscription, address
// and the extender list come from the sandbox, picked with the flow's own domain rules. The
// flow's stories show the summary, receipt and refusals after it.
const onChosen = fn();

/** The counts with the domain's answer for each (ADR 120), as the flow passes them. */
function WithOptions(props: Omit<Parameters<typeof WifiExtenderChoice>[0], 'options'>) {
  const facts = useChangeFacts();
  return (
    facts && <WifiExtenderChoice {...props} options={wifiExtenderOptions(facts, props.product)} />
  );
}

const meta = {
  title: 'Portal/Secties/Abonnementen/Wifi-versterkers kiezen',
  component: WifiExtenderChoice,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: {
    sandbox: { persona: 'versterker', path: routePaths.subscriptionsWifiExtenders.href() },
  },
  render: () => (
    <ReadStory read={reads.subscription}>
      {(subscription) => (
        <ReadStory read={reads.wifiExtenderProducts}>
          {(list) => (
            <ReadStory read={reads.account}>
              {(account) => {
                const product = wifiExtenderProduct(subscription, list);
                return (
                  product && (
                    <WithOptions
                      have={subscription.currentWifiExtenders.length}
                      product={product}
                      knownAddress={account.primaryAddress}
                      defaultValues={{ count: null, shippingAddress: null }}
                      onChosen={onChosen}
                    />
                  )
                );
              }}
            </ReadStory>
          )}
        </ReadStory>
      )}
    </ReadStory>
  ),
  beforeEach: () => onChosen.mockClear(),
} satisfies Meta<typeof WifiExtenderChoice>;

export default meta;
type Story = StoryObj<typeof WifiExtenderChoice>;

/** versterker (two): 0 to 3, the current count marked; choosing it again is refused. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Je hebt nu 2 wifi-versterkers.')).toBeVisible();
    for (const count of ['0', '1', '2 (nu)', '3'])
      await expect(page.getByRole('radio', { name: count })).toBeVisible();
    await userEvent.click(page.getByRole('radio', { name: '2 (nu)' }));
    await userEvent.click(page.getByRole('button', { name: 'Verder' }));
    await expect(
      (await page.findAllByText('Zoveel wifi-versterkers heb je nu al. Kies een ander aantal.'))
        .length,
    ).toBeGreaterThan(0);
    await expect(onChosen).not.toHaveBeenCalled();
  },
};

/** Fewer: nothing is shipped, so no address is asked; the choice is passed on. */
export const Fewer: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('radio', { name: '1' }));
    await expect(page.queryByRole('checkbox', { name: 'Bezorgen op een ander adres' })).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Verder' }));
    await waitFor(() => expect(onChosen).toHaveBeenCalledWith({ count: 1, shippingAddress: null }));
  },
};

/** More, to Damrak 1A (a known address that is not theirs): found, and passed on. */
export const MoreElsewhere: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await chooseAndShipElsewhere(page, '3');
    await waitFor(() =>
      expect(onChosen).toHaveBeenCalledWith({
        count: 3,
        shippingAddress: expect.objectContaining({ street: 'Damrak', houseNumberAddition: 'A' }),
      }),
    );
  },
};

/**
 * Issue #26 (jan, contract until 15 maart 2027 and an order on its way): fewer is a cancel, so
 * step 1 says why it cannot be done now, in Dutch, and 0 cannot be chosen; more still can.
 */
export const FewerBlocked: Story = {
  parameters: {
    sandbox: { persona: 'jan', path: routePaths.subscriptionsWifiExtenders.href() },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('Minder wifi-versterkers kan nu niet online.'),
    ).toBeVisible();
    await expect(
      page.getByText('Je contract loopt tot 15 maart 2027. Daarvoor kan je niet online opzeggen.'),
    ).toBeVisible();
    await expect(
      page.getByText('Je hebt een lopende bestelling. Daarom kan je nog niet opzeggen.'),
    ).toBeVisible();
    await expect(page.queryByText(/2027-03-15/)).toBeNull();
    await expect(page.getByRole('radio', { name: '0' })).toBeDisabled();
    await expect(page.getByRole('radio', { name: '2' })).toBeEnabled();
  },
};
