import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { reads, routePaths, shippingAddressChange } from '@vonk/domain';
import { ShippingAddressForm } from './ShippingAddressForm.tsx';
import { liveSectionDecorator, liveSectionLoader } from '../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../testing/liveSection.tsx';
import { ReadStory } from '../../testing/readStory.tsx';

// "Deliver elsewhere" for an open order, alone (ADR 088), with the order and the address lookup
// from the sandbox; /bestellingen's page stories show a change landing in the order.
const sandbox = (value: Partial<LiveSectionParameters>) => ({
  sandbox: { persona: 'jan', path: routePaths.orders.href(), ...value },
});

const meta = {
  title: 'Portal/Secties/Bestellingen/Ander bezorgadres',
  component: ShippingAddressForm,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: sandbox({}),
  // The order by its id (`args.orderId`, jan's ORD-1012 unless a story says otherwise), found
  // again after each reload as /bestellingen does: a reload that locks it keeps the section.
  args: { orderId: 'ORD-1012' },
  render: ({ orderId }) => (
    <ReadStory read={reads.openOrders}>
      {(orders, onSaved) => {
        const order = orders.find((open) => open.id === orderId);
        const change = order && shippingAddressChange(order);
        return (
          change &&
          change.kind !== 'nothingShipped' && (
            <ShippingAddressForm orderId={orderId} change={change} onSaved={onSaved} />
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
  // The fields load when the box is ticked (issue #34).
  const form = within(
    await section.findByRole('form', { name: /Ander bezorgadres voor bestelling/ }),
  );
  await userEvent.type(form.getByRole('textbox', { name: /^Postcode/ }), postcode);
  await userEvent.type(form.getByRole('textbox', { name: /^Huisnummer/ }), number);
  await userEvent.tab();
  return { section, form };
};

/** A number that does not exist at the postcode: the spec's text, at the field and on submit. */
export const UnknownAddress: Story = {
  play: async ({ canvasElement }) => {
    const { section, form } = await typeAddress(canvasElement, '3511lx', '99');
    const unknown = 'De combinatie van postcode, huisnummer en toevoeging is onbekend.';
    await expect(await form.findByText(unknown)).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Bezorgadres wijzigen' }));
    const summary = within(
      await section.findByRole('alert', { name: 'Controleer het bezorgadres:' }),
    );
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
    const { section, form } = await typeAddress(canvasElement, '3511lx', '14');
    const failed = 'We kunnen het adres nu niet opzoeken. Probeer het later nog eens.';
    await expect(await form.findByText(failed)).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Bezorgadres wijzigen' }));
    const summary = within(
      await section.findByRole('alert', { name: 'Controleer het bezorgadres:' }),
    );
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
    const { section, form } = await typeAddress(canvasElement, '3511lx', '14');
    await expect(await form.findByText('Kerkstraat')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Bezorgadres wijzigen' }));
    await expect(
      await section.findByText('Je bezorgadres is niet gewijzigd', undefined, WRITE),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Postcode/ })).toHaveValue('3511 LX');
    await expect(form.getByRole('textbox', { name: /^Huisnummer/ })).toHaveValue('14');
  },
};

/**
 * The warehouse packs the order as the change arrives (persona `ingepakt`): the sandbox refuses
 * it in its own words (success: false). The order reloads, no longer changeable: the form goes,
 * the refusal stays where the customer acted and takes the focus the button had (issue #26).
 */
export const Refused: Story = {
  args: { orderId: 'ORD-4301' },
  parameters: sandbox({ persona: 'ingepakt' }),
  play: async ({ canvasElement }) => {
    const { section, form } = await typeAddress(canvasElement, '3511lx', '14');
    await expect(await form.findByText('Kerkstraat')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Bezorgadres wijzigen' }));
    const refusal = 'Het bezorgadres van deze bestelling kan niet meer worden gewijzigd.';
    await expect(await section.findByText(refusal, undefined, WRITE)).toBeVisible();
    // The reload took the form away; the refusal is still there, once, and has focus.
    await waitFor(() => expect(section.queryByRole('form')).toBeNull(), WRITE);
    await expect(section.queryByRole('checkbox')).toBeNull();
    await expect(section.getByRole('alert')).toHaveTextContent(refusal);
    await expect(section.getAllByText(refusal)).toHaveLength(1);
    await expect(section.queryByText('Je bezorgadres is gewijzigd')).toBeNull();
    await waitFor(() => expect(section.getByRole('alert').parentElement).toHaveFocus());
  },
};

/** Saved: the confirmation takes focus, the form closes, and both stay after the reload. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const { section, form } = await typeAddress(canvasElement, '3511lx', '14');
    await expect(await form.findByText('Kerkstraat')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Bezorgadres wijzigen' }));
    const saved = (
      await section.findByText('Je bezorgadres is gewijzigd', undefined, WRITE)
    ).closest('[role="status"]');
    await waitFor(() => expect(saved).toHaveFocus());
    await expect(saved).toHaveTextContent('We bezorgen je bestelling op het nieuwe adres.');
    await expect(section.queryByRole('form')).toBeNull();
    await expect(
      section.getByRole('checkbox', { name: 'Op een ander adres bezorgen' }),
    ).not.toBeChecked();
  },
};

/**
 * "Bezorgadres wijzigen" clicked with the house number still focused (issue #26): the lookup
 * runs first, then the change is saved on that first click.
 */
export const SubmitFromTheHouseNumber: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    await userEvent.click(
      await section.findByRole('checkbox', { name: 'Op een ander adres bezorgen' }),
    );
    // The fields load when the box is ticked (issue #34).
    const form = within(
      await section.findByRole('form', { name: /Ander bezorgadres voor bestelling/ }),
    );
    await userEvent.type(form.getByRole('textbox', { name: /^Postcode/ }), '3511lx');
    await userEvent.type(form.getByRole('textbox', { name: /^Huisnummer/ }), '14');
    await userEvent.click(form.getByRole('button', { name: 'Bezorgadres wijzigen' }));
    await expect(
      await section.findByText('Je bezorgadres is gewijzigd', undefined, WRITE),
    ).toBeVisible();
  },
};

/** Bram's Wi-Fi extender is on its way: no form, and why, before anyone tries. */
export const AlreadyShipped: Story = {
  args: { orderId: 'ORD-1201' },
  parameters: sandbox({ persona: 'bezorging' }),
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    await expect(
      await section.findByText(
        'Je bestelling is al verstuurd. Het bezorgadres kan niet meer worden gewijzigd.',
      ),
    ).toBeVisible();
    await expect(section.queryByRole('checkbox')).toBeNull();
  },
};

/** Bram's move order no longer takes a new address (the provider says so): said up front. */
export const NoLongerChangeable: Story = {
  args: { orderId: 'ORD-1202' },
  parameters: sandbox({ persona: 'bezorging' }),
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    await expect(
      await section.findByText(
        'Het bezorgadres van deze bestelling kan niet meer worden gewijzigd.',
      ),
    ).toBeVisible();
    await expect(section.queryByRole('checkbox')).toBeNull();
  },
};
