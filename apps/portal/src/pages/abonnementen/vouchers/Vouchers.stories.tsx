import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NEVER_MS } from '@vonk/sandbox/msw';
import { routePaths } from '@vonk/domain';
import { Vouchers } from './Vouchers.tsx';
import { portalDecorator, sandboxLoader } from '../../../testing/storyHarness.tsx';
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
  },
};

/** The field's own checks, before anything is sent. */
export const InvalidCode: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Toepassen' }));
    await expect((await page.findAllByText('Vul je kortingscode in.')).length).toBeGreaterThan(0);
    await apply(page, 'ABC');
    await expect(
      (await page.findAllByText('Een kortingscode heeft 4 tot 20 letters en cijfers.')).length,
    ).toBeGreaterThan(0);
  },
};

/** The sandbox does not know the code: its Dutch words, and the code stays typed. */
export const UnknownCode: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await apply(page, 'ZOMER2030');
    await expect(await page.findByText('Deze kortingscode bestaat niet.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Kortingscode/ })).toHaveValue('ZOMER2030');
  },
};

/** A 500 on apply: nothing applied, the code is still there to try again. */
export const ServerError: Story = {
  parameters: portal({
    persona: 'jan',
    faults: [{ path: '/api/vouchers/apply', method: 'POST', status: 500 }],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await apply(page, 'VONK10');
    await expect(await page.findByText('Toepassen is niet gelukt')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Kortingscode/ })).toHaveValue('VONK10');
  },
};

export const Loading: Story = {
  parameters: portal({
    persona: 'jan',
    faults: [{ path: '/api/vouchers', method: 'GET', delayMs: NEVER_MS }],
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Mijn Vonk wordt geladen')).toBeVisible();
  },
};
