import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { Vouchers } from './Vouchers.tsx';
import { portalDecorator, sandboxLoader } from '../../../testing/storyHarness.tsx';
import { pageStateStories } from '../../../testing/pageStates.ts';
import type { PortalStoryParameters } from '../../../testing/storyHarness.tsx';
import { storyTracking } from '../../../testing/storyTracking.ts';

const portal = (value: Omit<PortalStoryParameters, 'path'>) => ({
  portal: { path: routePaths.subscriptionsVouchers.href(), ...value },
});

const meta = {
  title: 'Portal/Pagina’s/Abonnementen/Kortingscodes',
  component: Vouchers,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: { layout: 'fullscreen', ...portal({ persona: 'jan' }) },
} satisfies Meta<typeof Vouchers>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const apply = async (page: Canvas, code: string) => {
  await userEvent.type(await page.findByRole('textbox', { name: /Kortingscode/ }), code);
  await userEvent.click(page.getByRole('button', { name: 'Toepassen' }));
};

/** No voucher yet: said, and the form to apply one. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Kortingscodes' }),
    ).toBeVisible();
    await expect(page.getByText('Je gebruikt nu geen kortingscode.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Kortingscode/ })).toBeVisible();
  },
};

/** A code typed in lower case with a space: applied, said, listed, tracked; then taken off. */
export const ApplyAndRemove: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await apply(page, 'welkom 2026');
    await expect(
      await page.findByText('Je kortingscode is toegepast', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(
      page.getByText(
        'WELKOM2026: 3 maanden 50% korting op internet. Je ziet de korting op je volgende rekening.',
      ),
    ).toBeVisible();
    const list = within(await page.findByRole('form', { name: 'WELKOM2026' }));
    await expect(
      list.getByText('3 maanden 50% korting op internet (50% korting, 3 maanden).'),
    ).toBeVisible();
    await waitFor(() =>
      expect(storyTracking.hits).toContainEqual(
        expect.objectContaining({ eventAction: 'Success', eventLabel: 'Kortingscode toevoegen' }),
      ),
    );
    await userEvent.click(list.getByRole('button', { name: 'WELKOM2026 verwijderen' }));
    await expect(await page.findByText('Je gebruikt nu geen kortingscode.')).toBeVisible();
    // Issue #26: the removal is said where it was made, with focus, and "toegepast" is gone.
    const title = await page.findByText('Je kortingscode is verwijderd');
    const removed = title.closest<HTMLElement>('[role="status"]')!;
    await expect(
      within(removed).getByText(
        'WELKOM2026 (3 maanden 50% korting op internet) staat niet meer op je abonnement.',
      ),
    ).toBeVisible();
    await expect(removed).toHaveFocus();
    await expect(page.queryByText('Je kortingscode is toegepast')).toBeNull();
  },
};

/** Koen takes WELKOM2026 off, then applies VONK10: the removal's message goes with the new write. */
export const RemoveThenApply: Story = {
  parameters: portal({ persona: 'kortingscode' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const list = within(await page.findByRole('form', { name: 'WELKOM2026' }));
    await userEvent.click(list.getByRole('button', { name: 'WELKOM2026 verwijderen' }));
    await expect(
      await page.findByText('Je kortingscode is verwijderd', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await apply(page, 'VONK10');
    await expect(
      await page.findByText('Je kortingscode is toegepast', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(page.queryByText('Je kortingscode is verwijderd')).toBeNull();
  },
};

// Bad input, refusals and a failed apply: ApplyVoucherForm's stories (ADR 088).

const states = pageStateStories({
  path: routePaths.subscriptionsVouchers.href(),
  read: '/api/vouchers',
});
export const Loading: Story = states.Loading;
