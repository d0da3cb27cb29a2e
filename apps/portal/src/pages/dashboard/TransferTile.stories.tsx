import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { personas } from '@vonk/sandbox/personas';
import { TransferTile } from './TransferTile.tsx';
import { liveSandbox, liveSection, liveSectionMeta } from '../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../testing/liveSection.tsx';

// The transfer tile alone, for each stage of the domain's transferStage (issue #26): the dossier's
// own status, as /overstappen shows it; only while details are needed does it ask for them.
const defaults: LiveSectionParameters = { persona: 'sanne', path: routePaths.dashboard.href() };
const sandbox = liveSandbox(defaults);

const meta = {
  title: 'Portal/Secties/Dashboard/Overstappen',
  component: TransferTile,
  ...liveSectionMeta(defaults),
} satisfies Meta<typeof TransferTile>;

export default meta;
type Story = StoryObj<typeof meta>;

const tile = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Overstappen' }));

/** sanne's dossier waits for her details: the reference, and the way to complete it. */
export const DetailsRequired: Story = {
  play: async ({ canvasElement }) => {
    const reference = personas.sanne.transfer!.reference;
    const found = await tile(canvasElement);
    await expect(
      await found.findByText(`Je overstap met referentie ${reference} wacht op je gegevens.`),
    ).toBeVisible();
    await expect(found.getByRole('link', { name: 'Overstappen afronden' })).toHaveAttribute(
      'href',
      routePaths.completeTransfer.href({ reference }),
    );
  },
};

/** overstap-ingevuld sent the details: received, being planned; no form to fill in again. */
export const Submitted: Story = {
  parameters: sandbox({ persona: 'overstap-ingevuld' }),
  play: async ({ canvasElement }) => {
    const found = await tile(canvasElement);
    await expect(
      await found.findByText(
        'We hebben je gegevens voor overstap OV-2026-0085 ontvangen. We plannen nu je overstap.',
      ),
    ).toBeVisible();
    await expect(found.getByRole('link', { name: 'Naar overstappen' })).toHaveAttribute(
      'href',
      routePaths.transfer.href(),
    );
  },
};

/** overstap is planned: the date in Dutch, never ISO. */
export const Planned: Story = {
  parameters: sandbox({ persona: 'overstap' }),
  play: async ({ canvasElement }) => {
    const reference = personas.overstap.transfer!.reference;
    const found = await tile(canvasElement);
    await expect(
      await found.findByText(`Je overstap ${reference} is gepland op 4 januari 2027.`),
    ).toBeVisible();
  },
};

/** overstap-klaar switched two weeks ago: done, nothing asked. */
export const Completed: Story = {
  parameters: sandbox({ persona: 'overstap-klaar' }),
  play: async ({ canvasElement }) => {
    const found = await tile(canvasElement);
    await expect(await found.findByText('Je bent overgestapt naar Vonk.')).toBeVisible();
    await expect(found.queryByText(/wacht op je gegevens/)).toBeNull();
  },
};

/** jan is not offered a transfer and has none: no tile. */
export const NotOffered: Story = {
  parameters: sandbox({ persona: 'jan' }),
  play: async ({ canvasElement }) => {
    // Both answers decide: wait until they are in, then the tile is still absent.
    const client = () => liveSection.services?.client;
    await waitFor(() => {
      expect(client()?.cache?.peek('/api/converged')).toBeDefined();
      expect(client()?.cache?.peek('/api/transfer')).toBeDefined();
    });
    await expect(within(canvasElement).queryByRole('region', { name: 'Overstappen' })).toBeNull();
  },
};
