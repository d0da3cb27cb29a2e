import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { reads, routePaths } from '@vonk/domain';
import { CurrentProducts } from './CurrentProducts.tsx';
import { liveSectionDecorator, liveSectionLoader } from '../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../testing/liveSection.tsx';
import { ReadStory } from '../testing/readStory.tsx';

// The dashboard's products tile body, alone (ADR 088, 106): the persona's subscription and status
// from the sandbox, as the dashboard shows them (issue #26).
const sandbox = (value: Partial<LiveSectionParameters>) => ({
  sandbox: { persona: 'jan', path: routePaths.dashboard.href(), ...value },
});

const meta = {
  title: 'Portal/Secties/Je producten',
  component: CurrentProducts,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: sandbox({}),
  render: () => (
    <ReadStory read={reads.subscription}>
      {(subscription) => <CurrentProducts subscription={subscription} />}
    </ReadStory>
  ),
} satisfies Meta<typeof CurrentProducts>;

export default meta;
type Story = StoryObj<typeof CurrentProducts>;

/** Jan: every product by its one name (ADR 122), packages with their role. */
export const Jan: Story = {
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement);
    await expect(await tile.findByText('Vonk Sport Totaal (premium pakket)')).toBeVisible();
    await expect(tile.queryByText(/Ziggo/)).toBeNull();
  },
};

/** Kees has two lines of the same plan: each says which line it is (no duplicate key). */
export const TwoLinesOfOnePlan: Story = {
  parameters: sandbox({ persona: 'kees' }),
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement);
    await expect(await tile.findByText('Vast bellen Basis (eerste lijn)')).toBeVisible();
    await expect(tile.getByText('Vast bellen Basis (tweede lijn)')).toBeVisible();
    await expect(tile.getAllByRole('listitem')).toHaveLength(4);
  },
};

/** Otto cancelled everything: told so, not "nog geen producten". */
export const EverythingCancelled: Story = {
  parameters: sandbox({ persona: 'opgezegd' }),
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement);
    await expect(
      await tile.findByText('Je hebt geen actieve producten meer. Je abonnement is opgezegd.'),
    ).toBeVisible();
    await expect(tile.queryByText(/nog geen producten/)).toBeNull();
  },
};

/** A new customer whose initial order still runs: no products yet. */
export const NoProductsYet: Story = {
  parameters: sandbox({ persona: 'nieuw' }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Je hebt nog geen producten.'),
    ).toBeVisible();
  },
};

/** Ilse's TV Start is being cancelled: the tile says it as /abonnementen does (issue #26). */
export const CancellationRunning: Story = {
  parameters: sandbox({ persona: 'opzegging-loopt' }),
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement);
    await expect(
      await tile.findByText('TV Start, opgezegd, stopt op 31 december 2026'),
    ).toBeVisible();
    await expect(tile.getByText('Internet Start')).toBeVisible();
  },
};
