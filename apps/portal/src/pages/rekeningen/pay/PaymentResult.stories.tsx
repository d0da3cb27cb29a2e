import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { reads, routePaths } from '@vonk/domain';
import { PaymentResult } from './PaymentResult.tsx';
import { euro } from '../../../testing/euro.ts';
import { liveSectionDecorator, liveSectionLoader } from '../../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../../testing/liveSection.tsx';
import { ReadStory } from '../../../testing/readStory.tsx';

// Back from the iDEAL page (ADR 136), alone: each of jan's payments in the sandbox, one per
// status, with his invoices. /rekeningen shows it first (InvoicesPage's stories).
const leave = fn();

/** The result of the payment in `?betaling=`, as the page renders it. */
function ResultOf({ paymentId }: { paymentId: string }) {
  return (
    <ReadStory read={reads.invoices}>
      {(invoices) => (
        <ReadStory read={reads.payment} params={{ id: paymentId }}>
          {(payment) => <PaymentResult payment={payment} invoices={invoices} leave={leave} />}
        </ReadStory>
      )}
    </ReadStory>
  );
}

const sandbox = (paymentId: string): { sandbox: LiveSectionParameters } => ({
  sandbox: { persona: 'jan', path: routePaths.invoices.href({ betaling: paymentId }) },
});

const meta = {
  title: 'Portal/Secties/Rekeningen/Terug van iDEAL',
  component: PaymentResult,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: sandbox('PAY-JV-0001'),
  render: (_args, { parameters }) => {
    const path = (parameters.sandbox as LiveSectionParameters).path ?? '';
    return <ResultOf paymentId={new URL(path, 'http://x').searchParams.get('betaling') ?? ''} />;
  },
} satisfies Meta<typeof PaymentResult>;

export default meta;
type Story = StoryObj<typeof PaymentResult>;

const result = async (canvasElement: HTMLElement, role: 'status' | 'alert') => {
  const message = await within(canvasElement).findByRole(role);
  await expect(message.parentElement).toHaveFocus();
  return message;
};

/** Paid: betaald, and the invoice with it. */
export const Paid: Story = {
  play: async ({ canvasElement }) => {
    const message = await result(canvasElement, 'status');
    await expect(message).toHaveTextContent('Je rekening is betaald');
    await expect(message).toHaveTextContent(
      `We hebben ${euro(130.45)} ontvangen voor je rekening van 8 oktober 2026. Dank je wel! Je rekening staat nu op betaald.`,
    );
  },
};

/** The bank has not answered yet: wait, do not pay twice. */
export const Pending: Story = {
  parameters: sandbox('PAY-JV-0005'),
  play: async ({ canvasElement }) => {
    const message = await result(canvasElement, 'status');
    await expect(message).toHaveTextContent('We wachten op je bank');
    await expect(message).toHaveTextContent('Betaal niet nog een keer');
  },
};

/** Cancelled: nothing paid, the invoice stays open, the button to pay it now. */
export const Cancelled: Story = {
  parameters: sandbox('PAY-JV-0002'),
  play: async ({ canvasElement }) => {
    const message = await result(canvasElement, 'status');
    await expect(message).toHaveTextContent('Je hebt de betaling geannuleerd');
    await expect(message).toHaveTextContent(
      `Er is niets afgeschreven. Je rekening van 8 november 2026 staat nog open: ${euro(130.45)}.`,
    );
    await expect(within(message).getByRole('button', { name: /^Betalen met iDEAL/ })).toBeEnabled();
  },
};

/** Failed: what happened, and what to do: again with iDEAL, or a transfer. */
export const Failed: Story = {
  parameters: sandbox('PAY-JV-0003'),
  play: async ({ canvasElement }) => {
    const message = await result(canvasElement, 'alert');
    await expect(message).toHaveTextContent('Je betaling is niet gelukt');
    await expect(message).toHaveTextContent(
      `Probeer het nog eens met iDEAL. Lukt het weer niet? Maak ${euro(130.45)} dan zelf over`,
    );
    await expect(within(message).getByRole('button', { name: /^Betalen met iDEAL/ })).toBeEnabled();
  },
};

/** Expired: not finished in time; the same way on. */
export const Expired: Story = {
  parameters: sandbox('PAY-JV-0004'),
  play: async ({ canvasElement }) => {
    const message = await result(canvasElement, 'alert');
    await expect(message).toHaveTextContent('Je betaling is verlopen');
    await expect(message).toHaveTextContent(
      `Je hebt de betaling van ${euro(130.45)} niet op tijd afgerond.`,
    );
  },
};

/** A payment the API does not know (an old or edited link): look at the list below. */
export const Unknown: Story = {
  render: () => (
    <ReadStory read={reads.invoices}>
      {(invoices) => <PaymentResult payment={null} invoices={invoices} />}
    </ReadStory>
  ),
  play: async ({ canvasElement }) => {
    const message = await result(canvasElement, 'status');
    await expect(message).toHaveTextContent('We kunnen deze betaling niet vinden');
  },
};
