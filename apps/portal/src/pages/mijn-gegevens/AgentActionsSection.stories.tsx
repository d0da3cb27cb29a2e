import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { formatDateInText, formatTime } from '@vonk/ui';
import { customerCodes, personas } from '@vonk/sandbox/personas';
import { NEVER_MS } from '@vonk/sandbox/msw';
import { AgentActionsSection } from './AgentActionsSection.tsx';
import { liveSandbox, liveSectionMeta } from '../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../testing/liveSection.tsx';

// "Wat onze medewerkers voor je deden" on /mijn-gegevens alone (issue #27, ADR 129): the agent log
// from the sandbox, jan's three entries relative to the sandbox clock.
const LOG = '/api/account/agentactions';
const TITLE = 'Wat onze medewerkers voor je deden';
const defaults: LiveSectionParameters = { persona: 'jan', path: routePaths.myData.href() };
const sandbox = liveSandbox(defaults);

const meta = {
  title: 'Portal/Secties/Mijn gegevens/Medewerkers',
  component: AgentActionsSection,
  ...liveSectionMeta(defaults),
} satisfies Meta<typeof AgentActionsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const when = (at: string) => `${formatDateInText(at)} om ${formatTime(at)}`;
const table = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement).findByRole('table', {
      name: 'Wijzigingen door medewerkers, nieuwste eerst',
    }),
  );

/** jan: three things agents did, newest first, each with its Dutch date and time and the agent. */
export const WithActions: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
    const rows = (await table(canvasElement)).getAllByRole('row').slice(1);
    const expected = personas.jan.agentActions!;
    await expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Telefoonnummers gewijzigd',
      'Nummerblokkering van 0301234567 gewijzigd',
      'Betaalgegevens gewijzigd',
    ]);
    for (const [index, action] of expected.entries()) {
      const row = within(rows[index]!);
      await expect(row.getByText(when(action.at))).toBeVisible();
      await expect(row.getByText(action.agentId)).toBeVisible();
    }
  },
};

/** sanne: no agent ever changed her account. */
export const Empty: Story = {
  parameters: sandbox({ persona: 'sanne' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 3, name: 'Nog geen wijzigingen door medewerkers' }),
    ).toBeVisible();
    await expect(
      page.getByText('Wijzigt een medewerker iets in je account, dan zie je dat hier.'),
    ).toBeVisible();
    await expect(page.queryByRole('table')).toBeNull();
  },
};

/** Still on its way: a labelled spinner under the section's title. */
export const Loading: Story = {
  parameters: sandbox({ faults: [{ path: LOG, delayMs: NEVER_MS }] }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Wat onze medewerkers voor je deden laden')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
  },
};

/** It cannot be loaded (500): try again here, not a failed page; the retry reads it again. */
export const ServerError: Story = {
  parameters: sandbox({ faults: [{ path: LOG, method: 'GET', status: 500, times: 1 }] }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: 'Dit overzicht is nu niet beschikbaar' }),
    ).toBeVisible();
    await expect(page.getByText('Probeer het later nog eens.')).toBeVisible();
  },
};

/** After ServerError: the fault is gone and "Probeer opnieuw" brings the content back (the recovery as a story of its own, issue #32). */
export const ServerErrorRecovered: Story = {
  ...ServerError,
  play: async (context) => {
    await ServerError.play?.(context);
    const { canvasElement } = context;
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Probeer opnieuw' }));
    await expect(await table(canvasElement)).toBeTruthy();
  },
};

/** The agent, in jan's account, sees the same log the customer sees. */
export const AsAgent: Story = {
  parameters: {
    ...sandbox({ persona: 'agent', customerCode: customerCodes.jan }),
    docsAlike: 'the agent sees the log jan sees (WithActions)',
  },
  play: async ({ canvasElement }) => {
    const rows = (await table(canvasElement)).getAllByRole('row');
    await expect(rows).toHaveLength(1 + personas.jan.agentActions!.length);
  },
};
