import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { cancelOption, routePaths } from '@vonk/domain';
import { useState } from 'react';
import type { ComponentProps } from 'react';
import { CeaseReceipt } from './CeaseReceipt.tsx';
import { CeaseSummary } from './CeaseSummary.tsx';
import type { CeaseReceiptState } from './ceaseSteps.ts';
import { useChangeFacts } from '../useChangeFacts.ts';
import { euro } from '../../../testing/euro.ts';
import { FLOW_TODAY } from '../../../testing/flowStory.ts';
import { liveSection, liveSandbox, liveSectionMeta } from '../../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../../testing/liveSection.tsx';

// Step 2 of cancelling alone (ADR 049, 088): opzegger's subscription from the sandbox, on the
// flow stories' day. CeaseFlow's stories show the steps around it, the receipt and the failures.
const summaryOf = (product: string): LiveSectionParameters => ({
  persona: 'opzegger',
  today: FLOW_TODAY,
  path: routePaths.subscriptionsCease.href({ product, stap: 'overzicht' }),
});
const sandbox = (product: string) => liveSandbox(summaryOf(product))();

/**
 * The step with the domain's plan for the product, as the flow passes it (ADR 120); once
 * confirmed, the receipt it passes on, as the flow shows it (the product is no longer there to
 * summarise: the summary would say it cannot be cancelled here).
 */
function WithPlan(props: Omit<ComponentProps<typeof CeaseSummary>, 'plan'>) {
  const facts = useChangeFacts();
  const [ceased, setCeased] = useState<CeaseReceiptState | null>(null);
  if (ceased) return <CeaseReceipt receipt={ceased} />;
  if (!facts) return null;
  const option = cancelOption(facts, props.technicalId);
  const onCeased = (receipt: CeaseReceiptState) => {
    props.onCeased(receipt);
    setCeased(receipt);
  };
  return (
    <CeaseSummary
      {...props}
      plan={option?.kind === 'can' ? option.plan : null}
      onCeased={onCeased}
    />
  );
}

const meta = {
  title: 'Portal/Secties/Abonnementen/Opzeggen overzicht',
  component: CeaseSummary,
  ...liveSectionMeta(summaryOf('TV-6001')),
  args: { technicalId: 'TV-6001', plan: null, onCeased: fn() },
  render: ({ plan: _plan, ...args }) => <WithPlan {...args} />,
} satisfies Meta<typeof CeaseSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const summary = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Dit zeg je op' }));

/** TV: what ends with it, a month's notice, the saving; confirm, or choose something else. */
export const Tv: Story = {
  play: async ({ canvasElement }) => {
    const found = await summary(canvasElement);
    await expect(await found.findByText('TV Start')).toBeVisible();
    await expect(found.getByText('Stap 2 van 3')).toBeVisible();
    await expect(found.getByText('Dit stopt ook:')).toBeVisible();
    const list = within(found.getByRole('list'));
    for (const name of ['Film1', 'Infotainment', 'Mediabox Next'])
      await expect(list.getByText(name)).toBeVisible();
    await expect(found.getByText('Stopt op 23 december 2026.')).toBeVisible();
    await expect(found.getByText(`Je betaalt ${euro(35)} per maand minder.`)).toBeVisible();
    await expect(found.getByRole('button', { name: 'Opzeggen bevestigen' })).toBeVisible();
    await expect(found.getByRole('link', { name: 'Iets anders kiezen' })).toHaveAttribute(
      'href',
      routePaths.subscriptionsCease.href({ product: 'TV-6001', stap: 'keuze' }),
    );
  },
};

/** A premium package stops today; confirmed, the receipt's state is passed on and shown. */
export const PremiumConfirmed: Story = {
  args: { technicalId: 'PRM-6001' },
  parameters: sandbox('PRM-6001'),
  play: async ({ canvasElement, args }) => {
    const found = await summary(canvasElement);
    await expect(await found.findByText('Stopt direct, op 23 november 2026.')).toBeVisible();
    await expect(found.queryByText('Dit stopt ook:')).toBeNull();
    await userEvent.click(found.getByRole('button', { name: 'Opzeggen bevestigen' }));
    await waitFor(
      () =>
        expect(args.onCeased).toHaveBeenCalledWith({
          product: 'Film1',
          endDate: '2026-11-23',
          unconfirmed: false,
        }),
      { timeout: 10_000 },
    );
    await waitFor(() =>
      expect(liveSection.router!.state.location.search).toBe(
        new URL(routePaths.subscriptionsCease.href({ stap: 'klaar' }), location.href).search,
      ),
    );
    await expect(
      await within(canvasElement).findByText(
        'Film1 stopt op 23 november 2026. Je vindt je opzegging bij Bestellingen.',
      ),
    ).toBeVisible();
  },
};

/** A product that is not in the subscription: said, with the way back to the choice. */
export const Unknown: Story = {
  args: { technicalId: 'XX-0000' },
  parameters: sandbox('XX-0000'),
  play: async ({ canvasElement, args }) => {
    const found = await summary(canvasElement);
    await expect(
      await found.findByText('Dit kan je hier niet opzeggen. Kies opnieuw.'),
    ).toBeVisible();
    await expect(found.getByRole('link', { name: 'Iets anders kiezen' })).toHaveAttribute(
      'href',
      routePaths.subscriptionsCease.href({ stap: 'keuze' }),
    );
    await expect(found.queryByRole('button', { name: 'Opzeggen bevestigen' })).toBeNull();
    await expect(args.onCeased).not.toHaveBeenCalled();
  },
};
