import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { RemoteMechanic } from './RemoteMechanic.tsx';
import { liveSectionDecorator, liveSectionLoader } from '../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../testing/liveSection.tsx';
import { storyTracking } from '../../testing/storyTracking.ts';

// The remote mechanic, alone (ADR 088): the storing persona has no open request yet, so the
// button; its request goes to the sandbox, whose open request then takes the button's place.
const sandbox = (value: Partial<LiveSectionParameters>) => ({
  sandbox: { persona: 'storing', path: routePaths.outages.href(), ...value },
});

const meta = {
  title: 'Portal/Secties/Storingen/Monteur op afstand',
  component: RemoteMechanic,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: sandbox({}),
} satisfies Meta<typeof RemoteMechanic>;

export default meta;
type Story = StoryObj<typeof meta>;

const WRITE = { timeout: 5000 };
const REQUEST = 'Monteur op afstand aanvragen';

/** One tracked request; then its state takes the button's place. */
export const Requested: Story = {
  play: async ({ canvasElement }) => {
    const remote = within(canvasElement);
    await userEvent.click(await remote.findByRole('button', { name: REQUEST }));
    await expect(await remote.findByText('Aangevraagd', undefined, WRITE)).toBeVisible();
    await expect(
      remote.getByText(/^Je hebt op \d+ [a-z]+ 20\d\d om \d\d:\d\d een monteur/),
    ).toBeVisible();
    await expect(remote.queryByRole('button', { name: REQUEST })).toBeNull();
    await expect(storyTracking.hits).toContainEqual(
      expect.objectContaining({
        event: 'trackEvent',
        eventCategory: 'SS - Monteur op afstand',
        eventAction: 'Success',
        eventLabel: REQUEST,
      }),
    );
  },
};

/** A 500: said, and the button stays to try again. */
export const Fails: Story = {
  parameters: sandbox({ faults: [{ path: '/api/remotemechanic', method: 'POST', status: 500 }] }),
  play: async ({ canvasElement }) => {
    const remote = within(canvasElement);
    await userEvent.click(await remote.findByRole('button', { name: REQUEST }));
    await expect(
      await remote.findByText('Je aanvraag is niet verstuurd', undefined, WRITE),
    ).toBeVisible();
    await expect(remote.getByRole('button', { name: REQUEST })).toBeVisible();
  },
};
