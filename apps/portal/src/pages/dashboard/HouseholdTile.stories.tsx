import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { NEVER_MS } from '@vonk/sandbox/msw';
import { HouseholdTile } from './HouseholdTile.tsx';
import { liveSandbox, liveSectionMeta } from '../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../testing/liveSection.tsx';

// The Klantvoordeel tile alone, for each state of the domain's householdState (issue #26): it says
// what /klantvoordeel says, never an invitation to someone who may not join or already did.
const defaults: LiveSectionParameters = { persona: 'jan', path: routePaths.dashboard.href() };
const sandbox = liveSandbox(defaults);

const meta = {
  title: 'Portal/Secties/Dashboard/Klantvoordeel',
  component: HouseholdTile,
  ...liveSectionMeta(defaults),
} satisfies Meta<typeof HouseholdTile>;

export default meta;
type Story = StoryObj<typeof meta>;

const tile = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Klantvoordeel' }));

/** jan may join with his address: invited, linked to the sign-up. */
export const CanJoin: Story = {
  play: async ({ canvasElement }) => {
    const found = await tile(canvasElement);
    await expect(await found.findByText('Je kunt je aanmelden voor Klantvoordeel.')).toBeVisible();
    await expect(found.getByRole('link', { name: 'Naar Klantvoordeel' })).toHaveAttribute(
      'href',
      routePaths.household.href(),
    );
  },
};

/** piet's may-join check says no: told so, not invited. */
export const CannotJoin: Story = {
  parameters: sandbox({ persona: 'piet' }),
  play: async ({ canvasElement }) => {
    const found = await tile(canvasElement);
    await expect(await found.findByText('Aanmelden voor Klantvoordeel kan nu niet.')).toBeVisible();
    await expect(found.queryByText(/Je kunt je aanmelden/)).toBeNull();
  },
};

/** overstap signed up and waits on the mobile side: the sign-up is in progress. */
export const Pending: Story = {
  parameters: sandbox({ persona: 'overstap' }),
  play: async ({ canvasElement }) => {
    const found = await tile(canvasElement);
    await expect(
      await found.findByText('Je aanmelding voor Klantvoordeel is in behandeling.'),
    ).toBeVisible();
  },
};

/** storing has the benefit: on which address. */
export const Member: Story = {
  parameters: sandbox({ persona: 'storing' }),
  play: async ({ canvasElement }) => {
    const found = await tile(canvasElement);
    await expect(await found.findByText(/^Je Klantvoordeel is actief op /)).toBeVisible();
  },
};

/** On its way: a labelled placeholder until all four answers are in. */
export const Loading: Story = {
  parameters: sandbox({ faults: [{ path: '/api/household/registration', delayMs: NEVER_MS }] }),
  play: async ({ canvasElement }) => {
    const found = await tile(canvasElement);
    await expect(found.getByLabelText('Klantvoordeel laden')).toBeVisible();
  },
};

/** One of its reads fails: the tile says so with its own retry (spec §2.2), the rest stays. */
export const Failed: Story = {
  parameters: sandbox({
    faults: [{ path: '/api/household/mayjoin', method: 'GET', status: 500, times: 1 }],
  }),
  play: async ({ canvasElement }) => {
    const found = await tile(canvasElement);
    await expect(await found.findByText('Klantvoordeel konden we niet laden.')).toBeVisible();
    await expect(found.getByRole('button', { name: 'Probeer opnieuw' })).toBeVisible();
  },
};
