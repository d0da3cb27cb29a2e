import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cancelOptions, routePaths } from '@vonk/domain';
import { CeaseChoice } from './CeaseChoice.tsx';
import {
  liveSection,
  liveSectionDecorator,
  liveSectionLoader,
} from '../../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../../testing/liveSection.tsx';
import { useChangeFacts } from '../useChangeFacts.ts';

// Step 1 of cancelling alone (ADR 049, 088): what the persona can cancel, from the sandbox's
// data by the domain's model (ADR 120), as the flow passes it. The flow's stories show what
// blocks every cancel and the summary.
const path = routePaths.subscriptionsCease.href({ stap: 'keuze' });
const sandbox = (value: Partial<LiveSectionParameters>) => ({
  sandbox: { persona: 'opzegger', path, ...value },
});

/** The step with the domain's options, as the flow builds them (boxes go with TV, not listed). */
function WithOptions({ selected }: { selected: string }) {
  const facts = useChangeFacts();
  if (!facts) return null;
  const options = cancelOptions(facts).filter(({ option }) => option.kind !== 'withTv');
  return <CeaseChoice selected={selected} options={options} />;
}

const meta = {
  title: 'Portal/Secties/Abonnementen/Opzeggen kiezen',
  component: CeaseChoice,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: sandbox({}),
  args: { selected: '', options: [] },
  render: ({ selected }) => <WithOptions selected={selected} />,
} satisfies Meta<typeof CeaseChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opzegger (cease flow on): every product but the box; a choice goes on to the summary. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const group = within(await page.findByRole('radiogroup', { name: /Kies een product/ }));
    for (const name of ['Internet Extra', 'TV Start', 'Film1', 'Infotainment'])
      await expect(group.getByRole('radio', { name: new RegExp(name) })).toBeEnabled();
    await expect(group.queryByRole('radio', { name: /Mediabox/ })).toBeNull();
    await expect(page.getByText('Hiermee zeg je je hele abonnement op.')).toBeVisible();
    await userEvent.click(group.getByRole('radio', { name: /Film1/ }));
    await userEvent.click(page.getByRole('button', { name: 'Verder' }));
    await waitFor(() =>
      expect(liveSection.router?.state.location.search).toContain('stap=overzicht'),
    );
  },
};

/** Without ceaseFlowFeatureIsEnabled (sanne) the whole subscription goes by phone. */
export const WholeByPhone: Story = {
  parameters: sandbox({ persona: 'sanne' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('radio', { name: /Internet Start/ })).toBeDisabled();
    await expect(
      page.getByText('Je hele abonnement opzeggen doe je via de klantenservice.'),
    ).toBeVisible();
  },
};

/**
 * Issue #26 (opzegging-loopt): TV Start's cancellation runs; it is shown with its Dutch end
 * date and cannot be chosen again. The internet goes by phone: nothing to choose here.
 */
export const CancellationRunning: Story = {
  parameters: sandbox({ persona: 'opzegging-loopt' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('radio', { name: /TV Start/ })).toBeDisabled();
    await expect(page.getByText('opgezegd, stopt op 31 december 2026')).toBeVisible();
    await expect(page.queryByText(/lopende bestelling/)).toBeNull();
  },
};
