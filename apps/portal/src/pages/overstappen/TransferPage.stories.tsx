import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { personas } from '@vonk/sandbox/personas';
import { routePaths } from '@vonk/domain';
import { formatDateInText } from '@vonk/ui';
import { TransferPage } from './TransferPage.tsx';
import { portalDecorator, sandboxLoader } from '../../testing/storyHarness.tsx';
import type { PortalStoryParameters } from '../../testing/storyHarness.tsx';
import { asAgentStory, mobileStory, pageStateStories } from '../../testing/pageStates.ts';
import { fillTransferDates, sanneTransfer, TRANSFER_TODAY } from '../../testing/transferStory.ts';

const path = routePaths.transfer.href();
const portal = (value: Omit<PortalStoryParameters, 'today' | 'path'>) => ({
  portal: { today: TRANSFER_TODAY, path, ...value },
});
const sanne = sanneTransfer;

const meta = {
  title: 'Portal/Pagina’s/Overstappen',
  component: TransferPage,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: { layout: 'fullscreen', ...portal({ persona: 'sanne' }) },
} satisfies Meta<typeof TransferPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sanne's own dossier waits for her details: the tracker at its first step, the form. */
export const DetailsRequired: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Overstappen' })).toBeVisible();
    const tracker = within(
      page.getByRole('list', { name: `Voortgang van overstap ${sanne.reference}` }),
    );
    await expect(tracker.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'Gegevens invullen, huidige stap',
    );
    await expect(page.getByText('Wacht op je gegevens')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Huidige provider/ })).toHaveValue(
      sanne.currentProvider!,
    );
  },
};

export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('textbox', { name: /^Huidige provider/ });
    await fillTransferDates(page);
    await userEvent.click(page.getByRole('button', { name: 'Gegevens versturen' }));
    await expect(await page.findByText('Je gegevens zijn verstuurd')).toBeVisible();
    const tracker = within(page.getByRole('list', { name: /Voortgang van overstap/ }));
    await expect(tracker.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'Verstuurd, huidige stap',
    );
    await expect(page.getByText('Aanvraag verstuurd')).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Gegevens versturen' })).toBeNull();
  },
};

// A refused field: CompleteTransferForm's stories; each dossier status on the tracker and in
// words: TransferTracker's and CompleteTransferStatus's (ADR 088).

/** Fenna switched two weeks ago: the tracker at its last step with the date, no form (ADR 074). */
export const Completed: Story = {
  parameters: portal({ persona: 'overstap-klaar' }),
  play: async ({ canvasElement }) => {
    const dossier = personas['overstap-klaar'].transfer!;
    const page = within(canvasElement);
    const tracker = within(
      await page.findByRole('list', { name: `Voortgang van overstap ${dossier.reference}` }),
    );
    await expect(tracker.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      `Overgestapt, huidige stap${formatDateInText(dossier.requestedSwitchDate!)}`,
    );
    await expect(page.getByText('Overstap afgerond')).toBeVisible();
    await expect(
      page.getByText('Je bent overgestapt naar Vonk. Er is niets meer voor je te doen.'),
    ).toBeVisible();
    await expect(page.getByText(dossier.currentProvider!)).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Gegevens versturen' })).toBeNull();
  },
};

const states = pageStateStories({ path, persona: 'sanne', read: '/api/transfer' });
export const Loading: Story = states.Loading;
export const ServerError: Story = states.ServerError;

/** Jan may not switch: the route sends him to the dashboard (spec §2.3). */
export const NotAllowed: Story = {
  parameters: portal({ persona: 'jan' }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Overzicht' }),
    ).toBeVisible();
  },
};

/** An agent helps sanne with her details: the same form, the customer code in the header. */
export const AsAgent: Story = asAgentStory(path, 'sanne', async (page) => {
  const provider = await page.findByRole('textbox', { name: /^Huidige provider/ });
  await expect(provider).toHaveValue(sanne.currentProvider!);
  return provider;
});

export const Mobile: Story = mobileStory(async (page) => {
  await expect(
    await page.findByRole('list', { name: `Voortgang van overstap ${sanne.reference}` }),
  ).toBeVisible();
  return page.getByRole('button', { name: 'Gegevens versturen' });
});
