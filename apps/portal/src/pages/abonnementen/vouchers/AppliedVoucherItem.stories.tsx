import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { reads, routePaths } from '@vonk/domain';
import { personas } from '@vonk/sandbox/personas';
import { AppliedVoucherItem } from './AppliedVoucherItem.tsx';
import { liveSectionDecorator, liveSectionLoader } from '../../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../../testing/liveSection.tsx';
import { ReadStory } from '../../../testing/readStory.tsx';

// One applied voucher, alone (ADR 088, 095): Koen (persona `kortingscode`) has WELKOM2026; the
// item takes it off at the sandbox (POST /api/vouchers/unapply). The list it sits in is read as
// /abonnementen/kortingscodes reads it, so a removal shows as the item going.
const sandbox = (value: Partial<LiveSectionParameters>) => ({
  sandbox: { persona: 'kortingscode', path: routePaths.subscriptionsVouchers.href(), ...value },
});
const voucher = personas.kortingscode.vouchers[0]!;
const remove = `${voucher.voucherCode} verwijderen`;

const meta = {
  title: 'Portal/Secties/Abonnementen/Gebruikte kortingscode',
  component: AppliedVoucherItem,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: sandbox({}),
  render: () => (
    <ReadStory read={reads.vouchers}>
      {(vouchers) => (
        <ul aria-label="Je kortingscodes">
          {vouchers.map((applied) => (
            <AppliedVoucherItem key={applied.voucherCode} voucher={applied} onNotice={() => {}} />
          ))}
        </ul>
      )}
    </ReadStory>
  ),
} satisfies Meta<typeof AppliedVoucherItem>;

export default meta;
type Story = StoryObj<typeof AppliedVoucherItem>;

const WRITE = { timeout: 10_000 };
const item = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: voucher.voucherCode }));

/** What the code gives, and the button that takes it off. */
export const Applied: Story = {
  play: async ({ canvasElement }) => {
    const found = await item(canvasElement);
    await expect(
      found.getByText('3 maanden 50% korting op internet (50% korting, 3 maanden).'),
    ).toBeVisible();
    await expect(found.getByRole('button', { name: remove })).toBeVisible();
  },
};

/** Taken off: the sandbox drops it, the list read again no longer has it. */
export const Removed: Story = {
  play: async ({ canvasElement }) => {
    const found = await item(canvasElement);
    await userEvent.click(found.getByRole('button', { name: remove }));
    await waitFor(
      () =>
        expect(within(canvasElement).queryByRole('form', { name: voucher.voucherCode })).toBeNull(),
      WRITE,
    );
  },
};

/** The unapply fails (500): said at the code, which stays. */
export const RemoveFailed: Story = {
  parameters: sandbox({
    faults: [{ path: '/api/vouchers/unapply', method: 'POST', status: 500 }],
  }),
  play: async ({ canvasElement }) => {
    const found = await item(canvasElement);
    await userEvent.click(found.getByRole('button', { name: remove }));
    await expect(
      await found.findByText('Verwijderen is niet gelukt', undefined, WRITE),
    ).toBeVisible();
    await expect(
      found.getByText('Er ging iets mis. Je kortingscode is er nog. Probeer het opnieuw.'),
    ).toBeVisible();
    await expect(found.getByRole('button', { name: remove })).toBeVisible();
  },
};
