import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { reads, routePaths } from '@vonk/domain';
import type { ReactNode } from 'react';
import { CeaseChoice } from './CeaseChoice.tsx';
import {
  liveSection,
  liveSectionDecorator,
  liveSectionLoader,
} from '../../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../../testing/liveSection.tsx';
import { usePageData } from '../../../shell/usePageData.ts';

// Step 1 of cancelling alone (ADR 049, 088): what the persona can cancel, from the sandbox's
// subscription and feature flags. The flow's stories show what blocks a cancel and the summary.
const path = routePaths.subscriptionsCease.href({ stap: 'keuze' });
const sandbox = (value: Partial<LiveSectionParameters>) => ({
  sandbox: { persona: 'opzegger', path, ...value },
});

/** The step once the shell's preloads it reads are in, as on the page (spec §2.5). */
function AfterPreloads({ children }: { children: ReactNode }) {
  const loaded = [
    usePageData(reads.subscription).data,
    usePageData(reads.features).data,
    usePageData(reads.securityCustomer).data,
  ].every((data) => data !== undefined);
  return loaded ? children : null;
}

const meta = {
  title: 'Portal/Secties/Abonnementen/Opzeggen kiezen',
  component: CeaseChoice,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: sandbox({}),
  args: { selected: '' },
  render: (args) => (
    <AfterPreloads>
      <CeaseChoice {...args} />
    </AfterPreloads>
  ),
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
