import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { NEVER_MS } from '@vonk/sandbox/msw';
import { SecurityOrderHistory } from './SecurityOrderHistory.tsx';
import { liveSandbox, liveSectionMeta } from '../../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../../testing/liveSection.tsx';

// The Veilig Online order history alone (ADR 088), read from the sandbox for the persona
// (GET /api/orders/productOrderHistory?PartnerName=F-Secure). SecurityFlow's stories show it
// under the choice.
const HISTORY = '/api/orders/productOrderHistory';
const defaults: LiveSectionParameters = {
  persona: 'jan',
  path: routePaths.subscriptionsSecurity.href(),
};
const sandbox = liveSandbox(defaults);

const meta = {
  title: 'Portal/Secties/Abonnementen/Veilig Online-bestellingen',
  component: SecurityOrderHistory,
  ...liveSectionMeta(defaults),
} satisfies Meta<typeof SecurityOrderHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

const history = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement).findByRole('region', { name: 'Je Veilig Online-bestellingen' }),
  );

/** jan's orders, newest first; spec §3: a lone add of the everywhere product reads as a change. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const found = await history(canvasElement);
    await expect(
      await found.findByText('2 juni 2026: gewijzigd – Overal Veilig Online'),
    ).toBeVisible();
  },
};

/** No security orders yet: said, not an empty list. */
export const Empty: Story = {
  parameters: sandbox({ faults: [{ path: HISTORY, method: 'GET', status: 200, body: [] }] }),
  play: async ({ canvasElement }) => {
    const found = await history(canvasElement);
    await expect(
      await found.findByText('Je hebt nog geen Veilig Online-bestellingen.'),
    ).toBeVisible();
    await expect(found.queryByRole('list')).toBeNull();
  },
};

/** Before the history is read (only without the route's preload): said; not "none yet". */
export const Loading: Story = {
  parameters: sandbox({ faults: [{ path: HISTORY, method: 'GET', delayMs: NEVER_MS }] }),
  play: async ({ canvasElement }) => {
    const found = await history(canvasElement);
    await expect(await found.findByText('Veilig Online-bestellingen laden')).toBeVisible();
    await expect(found.queryByText('Je hebt nog geen Veilig Online-bestellingen.')).toBeNull();
  },
};
