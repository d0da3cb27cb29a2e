import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import type { AddressFieldsProps, AddressLookup } from './AddressFields.tsx';
import { AddressFields } from './AddressFields.tsx';

const lookup: AddressLookup = async (postalCode, houseNumber) =>
  postalCode === '1234 AB' && houseNumber === '12'
    ? { street: 'Kerkstraat', city: 'Amsterdam' }
    : null;
/** The same lookup, answering after a moment as a real one does. */
const slowLookup: AddressLookup = (...args) =>
  new Promise((resolve) => setTimeout(() => resolve(lookup(...args)), 300));
import {
  exampleHouseNumberAdditionRule,
  exampleHouseNumberRule,
  examplePostcodeRule,
} from '../../testing/exampleRules.ts';

const meta = {
  title: 'Formulieren/AddressFields',
  component: AddressFields,
  args: {
    rules: {
      postcode: examplePostcodeRule,
      houseNumber: exampleHouseNumberRule,
      houseNumberAddition: exampleHouseNumberAdditionRule,
    },
    lookup,
    onChange: fn(),
  },
} satisfies Meta<typeof AddressFields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Adres' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Postcode' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Huisnummer' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Toevoeging' })).toBeVisible();
  },
};

export const Found: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('1234ab');
    await userEvent.tab();
    await userEvent.keyboard('12');
    await userEvent.tab();
    await expect(await canvas.findByText('Kerkstraat')).toBeVisible();
    await expect(canvas.getByText('Amsterdam')).toBeVisible();
  },
};

export const Unknown: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Postcode' }), '9999 ZZ');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Huisnummer' }), '1');
    await userEvent.tab();
    await expect(
      await canvas.findByText('De combinatie van postcode, huisnummer en toevoeging is onbekend.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { lookup: () => new Promise(() => {}) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Postcode' }), '1234AB');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Huisnummer' }), '12');
    await userEvent.tab();
    await expect(canvas.getByText('Adres zoeken...')).toBeVisible();
  },
};

export const SameAsKnownAddress: Story = {
  args: {
    legend: 'Bezorgadres',
    knownAddress: {
      postalCode: '1234 AB',
      houseNumber: '12',
      houseNumberAddition: '',
      street: 'Kerkstraat',
      city: 'Amsterdam',
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Postcode' }), '1234ab');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Huisnummer' }), '12');
    await userEvent.tab();
    await waitFor(() =>
      expect(
        canvas.getByText(
          'Dit is hetzelfde adres als je huidige adres. Je hoeft niets te wijzigen.',
        ),
      ).toBeVisible(),
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: { postalCode: '1234 AB', houseNumber: '12' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Postcode' })).toBeDisabled();
  },
};

export const Narrow320: Story = {
  args: { legend: 'Op welk adres wil je de nieuwe modem ontvangen?', required: true },
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Toevoeging' })).toBeVisible();
  },
};

/** A form around the fields that says what its submit saw. */
function InAForm(props: AddressFieldsProps) {
  const [street, setStreet] = useState('');
  const [sent, setSent] = useState<string[]>([]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent((before) => [...before, street || 'geen adres']);
      }}
    >
      <AddressFields
        {...props}
        onChange={(address, status) => {
          props.onChange?.(address, status);
          setStreet(status.status === 'found' ? status.address.street : '');
        }}
      />
      <button type="submit">Verder</button>
      <p role="status">{sent.length > 0 && `Verstuurd (${sent.length}x) met ${sent.join(', ')}`}</p>
    </form>
  );
}

/**
 * "Verder" pressed straight from the house number (issue #26): the submit waits for the
 * lookup and goes once, with the address found; nothing moved under the pointer meanwhile.
 */
export const SubmittedFromAField: Story = {
  args: { lookup: slowLookup },
  render: (args) => <InAForm {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Postcode' }), '1234ab');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Huisnummer' }), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Verder' }));
    await expect(await canvas.findByText('Verstuurd (1x) met Kerkstraat')).toBeVisible();
  },
};
