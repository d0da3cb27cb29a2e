import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { reads, routePaths } from '@vonk/domain';
import { ShippingAddressForm } from './ShippingAddressForm.tsx';
import { liveSectionDecorator, liveSectionLoader } from '../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../testing/liveSection.tsx';
import { ReadStory } from '../../testing/readStory.tsx';

// "Deliver elsewhere" for jan's open order, alone (ADR 088), with the order and the address
// lookup from the sandbox; /bestellingen's page stories show a change landing in the order.
const sandbox = (value: Partial<LiveSectionParameters>) => ({
  sandbox: { persona: 'jan', path: routePaths.orders.href(), ...value },
});

const meta = {
  title: 'Portal/Secties/Bestellingen/Ander bezorgadres',
  component: ShippingAddressForm,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: sandbox({}),
  render: () => (
    <ReadStory read={reads.openOrders}>
      {(orders, onSaved) => {
        const order = orders.find((open) => open.shippingAddressChangeable);
        const shippingAddress = order?.shippingAddress;
        return (
          order &&
          shippingAddress && (
            <ShippingAddressForm order={{ ...order, shippingAddress }} onSaved={onSaved} />
          )
        );
      }}
    </ReadStory>
  ),
} satisfies Meta<typeof ShippingAddressForm>;

export default meta;
type Story = StoryObj<typeof ShippingAddressForm>;

const WRITE = { timeout: 5000 };

/** Ticks "deliver elsewhere" and types an address. */
const typeAddress = async (canvasElement: HTMLElement, postcode: string, number: string) => {
  const section = within(canvasElement);
  await userEvent.click(
    await section.findByRole('checkbox', { name: 'Op een ander adres bezorgen' }),
  );
  const form = within(section.getByRole('form', { name: /Ander bezorgadres voor bestelling/ }));
  await userEvent.type(form.getByRole('textbox', { name: /^Postcode/ }), postcode);
  await userEvent.type(form.getByRole('textbox', { name: /^Huisnummer/ }), number);
  await userEvent.tab();
  return { section, form };
};

/** A number that does not exist at the postcode: the spec's text, at the field and on submit. */
export const UnknownAddress: Story = {
  play: async ({ canvasElement }) => {
    const { form } = await typeAddress(canvasElement, '3511lx', '99');
    const unknown = 'De combinatie van postcode, huisnummer en toevoeging is onbekend.';
    await expect(await form.findByText(unknown)).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Bezorgadres wijzigen' }));
    const summary = within(await form.findByRole('alert', { name: 'Controleer het bezorgadres:' }));
    await expect(summary.getByRole('link', { name: unknown })).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Huisnummer/ })).toHaveValue('99');
  },
};

/** Jan's own address: nothing to change, and unticking the box closes the form. */
export const SameAsNow: Story = {
  play: async ({ canvasElement }) => {
    const { section, form } = await typeAddress(canvasElement, '3511lx', '12');
    await expect(
      await form.findByText(
        'Dit is hetzelfde adres als je huidige adres. Je hoeft niets te wijzigen.',
      ),
    ).toBeVisible();
    await userEvent.click(section.getByRole('checkbox', { name: 'Op een ander adres bezorgen' }));
    await expect(section.queryByRole('form')).toBeNull();
  },
};

/** The address lookup does not answer: the field says so, the submit is held, nothing is lost. */
export const LookupFails: Story = {
  parameters: sandbox({ faults: [{ path: '/api/AddressLookup', method: 'GET', status: 500 }] }),
  play: async ({ canvasElement }) => {
    const { form } = await typeAddress(canvasElement, '3511lx', '14');
    const failed = 'We kunnen het adres nu niet opzoeken. Probeer het later nog eens.';
    await expect(await form.findByText(failed)).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Bezorgadres wijzigen' }));
    const summary = within(await form.findByRole('alert', { name: 'Controleer het bezorgadres:' }));
    await expect(summary.getByRole('link', { name: failed })).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Postcode/ })).toHaveValue('3511 LX');
    await expect(form.getByRole('textbox', { name: /^Huisnummer/ })).toHaveValue('14');
  },
};

/** A 500 on the save: said in the form, the address stays typed. */
export const SaveFails: Story = {
  parameters: sandbox({
    faults: [{ path: '/api/orders/shippingaddress', method: 'POST', status: 500 }],
  }),
  play: async ({ canvasElement }) => {
    const { form } = await typeAddress(canvasElement, '3511lx', '14');
    await expect(await form.findByText('Kerkstraat')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Bezorgadres wijzigen' }));
    await expect(
      await form.findByText('Je bezorgadres is niet gewijzigd', undefined, WRITE),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Postcode/ })).toHaveValue('3511 LX');
    await expect(form.getByRole('textbox', { name: /^Huisnummer/ })).toHaveValue('14');
  },
};

/**
 * The warehouse packs the order as the change arrives (persona `ingepakt`): the sandbox refuses
 * it in its own words (success: false), and what was typed stays.
 */
export const Refused: Story = {
  parameters: sandbox({ persona: 'ingepakt' }),
  play: async ({ canvasElement }) => {
    const { section, form } = await typeAddress(canvasElement, '3511lx', '14');
    await expect(await form.findByText('Kerkstraat')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Bezorgadres wijzigen' }));
    await expect(
      await form.findByText(
        'Het bezorgadres van deze bestelling kan niet meer worden gewijzigd.',
        undefined,
        WRITE,
      ),
    ).toBeVisible();
    await expect(section.queryByText('Je bezorgadres is gewijzigd')).toBeNull();
    await expect(form.getByRole('textbox', { name: /^Huisnummer/ })).toHaveValue('14');
  },
};
