import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { useState } from 'react';
import { ApplyVoucherForm } from './ApplyVoucherForm.tsx';
import type { VoucherNotice } from './voucherNotice.ts';
import { liveSectionDecorator, liveSectionLoader } from '../../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../../testing/liveSection.tsx';
import { storyTracking } from '../../../testing/storyTracking.ts';

// A voucher code, alone (ADR 088, 095): the form sends to the sandbox for jan, which knows
// WELKOM2026 and VONK10 and refuses the rest in its own words; /abonnementen/kortingscodes
// shows an applied code landing in the list.
const sandbox = (value: Partial<LiveSectionParameters>) => ({
  sandbox: { persona: 'jan', path: routePaths.subscriptionsVouchers.href(), ...value },
});

/** The form with the notice the page keeps for it. */
function WithNotice() {
  const [notice, setNotice] = useState<VoucherNotice>(null);
  return <ApplyVoucherForm notice={notice} onNotice={setNotice} />;
}

const meta = {
  title: 'Portal/Secties/Abonnementen/Kortingscode gebruiken',
  component: ApplyVoucherForm,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: sandbox({}),
  render: () => <WithNotice />,
} satisfies Meta<typeof ApplyVoucherForm>;

export default meta;
type Story = StoryObj<typeof ApplyVoucherForm>;

const WRITE = { timeout: 10_000 };
const form = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Kortingscode gebruiken' }));
const apply = async (section: ReturnType<typeof within>, code: string) => {
  const field = section.getByRole('textbox', { name: /^Kortingscode/ });
  await userEvent.clear(field);
  await userEvent.type(field, code);
  await userEvent.click(section.getByRole('button', { name: 'Toepassen' }));
};

/** Empty, with the hint where a code comes from. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const section = await form(canvasElement);
    const field = section.getByRole('textbox', { name: /^Kortingscode/ });
    await expect(field).toHaveValue('');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Zoals in je brief of e-mail, bijvoorbeeld WELKOM2026.'),
    );
  },
};

/** Typed in lower case with a space: sent as WELKOM2026, what it gives said back, tracked. */
export const Applied: Story = {
  play: async ({ canvasElement }) => {
    const section = await form(canvasElement);
    await apply(section, 'welkom 2026');
    await expect(
      await section.findByText('Je kortingscode is toegepast', undefined, WRITE),
    ).toBeVisible();
    await expect(
      section.getByText(
        'WELKOM2026: 3 maanden 50% korting op internet. Je ziet de korting op je volgende rekening.',
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(storyTracking.hits).toContainEqual(
        expect.objectContaining({ eventAction: 'Success', eventLabel: 'Kortingscode toevoegen' }),
      ),
    );
  },
};

/** The field's own checks, before anything is sent; what was typed stays. */
export const InvalidCode: Story = {
  play: async ({ canvasElement }) => {
    const section = await form(canvasElement);
    await userEvent.click(section.getByRole('button', { name: 'Toepassen' }));
    await expect(
      await section.findByRole('link', { name: 'Vul je kortingscode in.' }),
    ).toBeVisible();
    await apply(section, 'ABC');
    const format = 'Een kortingscode heeft 4 tot 20 letters en cijfers.';
    await expect(await section.findByRole('link', { name: format })).toBeVisible();
    const field = section.getByRole('textbox', { name: /^Kortingscode/ });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('ABC');
  },
};

/** The sandbox does not know the code: its Dutch words, and the code stays typed. */
export const UnknownCode: Story = {
  play: async ({ canvasElement }) => {
    const section = await form(canvasElement);
    await apply(section, 'ZOMER2030');
    await expect(
      await section.findByText('Deze kortingscode bestaat niet.', undefined, WRITE),
    ).toBeVisible();
    await expect(section.getByRole('textbox', { name: /^Kortingscode/ })).toHaveValue('ZOMER2030');
  },
};

/** The same code twice: the sandbox refuses the second, the first stays applied. */
export const AlreadyUsed: Story = {
  play: async ({ canvasElement }) => {
    const section = await form(canvasElement);
    await apply(section, 'VONK10');
    await expect(
      await section.findByText('Je kortingscode is toegepast', undefined, WRITE),
    ).toBeVisible();
    await apply(section, 'VONK10');
    await expect(
      await section.findByText('Deze kortingscode heb je al gebruikt.', undefined, WRITE),
    ).toBeVisible();
    await expect(section.queryByText('Je kortingscode is toegepast')).toBeNull();
    await expect(section.getByRole('textbox', { name: /^Kortingscode/ })).toHaveValue('VONK10');
  },
};

/** A 500 on apply: nothing applied, the code is still there to try again. */
export const ServerError: Story = {
  parameters: sandbox({ faults: [{ path: '/api/vouchers/apply', method: 'POST', status: 500 }] }),
  play: async ({ canvasElement }) => {
    const section = await form(canvasElement);
    await apply(section, 'VONK10');
    await expect(
      await section.findByText('Toepassen is niet gelukt', undefined, WRITE),
    ).toBeVisible();
    await expect(
      section.getByText('Er ging iets mis. Je kortingscode staat er nog: probeer het opnieuw.'),
    ).toBeVisible();
    await expect(section.getByRole('textbox', { name: /^Kortingscode/ })).toHaveValue('VONK10');
  },
};
