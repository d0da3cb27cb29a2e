import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { TvChoice } from './TvChoice.tsx';
import { liveSectionDecorator, liveSectionLoader } from '../../../testing/liveSection.tsx';
import { chooseAndShipElsewhere, typeShippingAddress } from '../../../testing/flowPlays.ts';

// Step 1 of adding TV alone (ADR 088): sanne's own address and the address lookup come from the
// sandbox. ShipElsewhere's stories show the spec §5 address messages, the flow's the steps after it.
const meta = {
  title: 'Portal/Secties/Abonnementen/TV kiezen',
  component: TvChoice,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: { sandbox: { persona: 'sanne', path: routePaths.subscriptionsTv.href() } },
  args: { defaultValues: { stbCount: 1, shippingAddress: null }, onChosen: fn() },
} satisfies Meta<typeof TvChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One box to her own address by default; "Verder" passes that on. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    for (const count of ['1', '2', '3', '4'])
      await expect(await page.findByRole('radio', { name: count })).toBeVisible();
    await expect(page.getByRole('radio', { name: '1' })).toBeChecked();
    await expect(page.queryByRole('group', { name: /Bezorgadres/ })).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Verder' }));
    await waitFor(() =>
      expect(args.onChosen).toHaveBeenCalledWith({ stbCount: 1, shippingAddress: null }),
    );
  },
};

/** Two boxes to Damrak 1A, a known address that is not hers: found, and passed on. */
export const OtherAddress: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await chooseAndShipElsewhere(page, '2');
    await waitFor(() =>
      expect(args.onChosen).toHaveBeenCalledWith({
        stbCount: 2,
        shippingAddress: expect.objectContaining({
          street: 'Damrak',
          houseNumber: 1,
          houseNumberAddition: 'A',
        }),
      }),
    );
  },
};

/** Elsewhere, but to an address the lookup does not know: "Verder" asks for a known one. */
export const UnknownAddress: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(
      await page.findByRole('checkbox', { name: 'Bezorgen op een ander adres' }),
    );
    await typeShippingAddress(page, '9999 ZZ', '1');
    await expect(
      await page.findByText('De combinatie van postcode, huisnummer en toevoeging is onbekend.'),
    ).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Verder' }));
    await expect(
      (
        await page.findAllByText(
          'Vul een bekend bezorgadres in, of vink ‘Bezorgen op een ander adres’ uit.',
        )
      ).length,
    ).toBeGreaterThan(0);
    await expect(args.onChosen).not.toHaveBeenCalled();
  },
};
