import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  exampleHouseNumberAdditionRule,
  exampleHouseNumberRule,
  examplePostcodeRule,
} from '../../testing/exampleRules.ts';
import { AddressFields } from './AddressFields.tsx';

const rules = {
  postcode: examplePostcodeRule,
  houseNumber: exampleHouseNumberRule,
  houseNumberAddition: exampleHouseNumberAdditionRule,
};

const fill = async (postcode: string, houseNumber: string, addition = '') => {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Postcode' }), postcode);
  await user.type(screen.getByRole('textbox', { name: 'Huisnummer' }), houseNumber);
  if (addition) await user.type(screen.getByRole('textbox', { name: 'Toevoeging' }), addition);
  await user.tab();
  return user;
};

describe('AddressFields', () => {
  it('looks the address up with normalised input and shows street and city', async () => {
    const lookup = vi.fn().mockResolvedValue({ street: 'Kerkstraat', city: 'Amsterdam' });
    render(<AddressFields rules={rules} lookup={lookup} />);
    expect(screen.getByRole('group', { name: 'Adres' })).toBeInTheDocument();
    await fill('1234ab', '12', 'a');
    expect(lookup).toHaveBeenLastCalledWith('1234 AB', '12', 'A');
    expect(await screen.findByText('Kerkstraat')).toBeInTheDocument();
    expect(screen.getByText('Amsterdam')).toBeInTheDocument();
  });

  it('shows the spec text for an unknown combination', async () => {
    render(<AddressFields rules={rules} lookup={vi.fn().mockResolvedValue(null)} />);
    await fill('1234 AB', '999');
    expect(
      await screen.findByText('De combinatie van postcode, huisnummer en toevoeging is onbekend.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Adres' })).toHaveAccessibleDescription(
      'De combinatie van postcode, huisnummer en toevoeging is onbekend.',
    );
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue('1234 AB');
  });

  it('says nothing needs changing for the known address, without a lookup', async () => {
    const lookup = vi.fn();
    render(
      <AddressFields
        rules={rules}
        lookup={lookup}
        knownAddress={{
          postalCode: '1234 AB',
          houseNumber: '12',
          houseNumberAddition: '',
          street: 'Kerkstraat',
          city: 'Amsterdam',
        }}
      />,
    );
    await fill('1234ab', '12');
    expect(
      screen.getByText('Dit is hetzelfde adres als je huidige adres. Je hoeft niets te wijzigen.'),
    ).toBeInTheDocument();
    expect(lookup).not.toHaveBeenCalled();
  });

  it('ignores the answer of an older lookup', async () => {
    let resolveFirst: (v: { street: string; city: string }) => void = () => {};
    const lookup = vi
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (resolveFirst = resolve)))
      .mockResolvedValueOnce({ street: 'Dorpsstraat', city: 'Utrecht' });
    render(<AddressFields rules={rules} lookup={lookup} />);
    const user = await fill('1234AB', '1');
    await user.type(screen.getByRole('textbox', { name: 'Huisnummer' }), '2');
    await user.tab();
    expect(await screen.findByText('Dorpsstraat')).toBeInTheDocument();
    resolveFirst({ street: 'Oudestraat', city: 'Zwolle' });
    await Promise.resolve();
    expect(screen.queryByText('Oudestraat')).not.toBeInTheDocument();
  });

  it('tells when the lookup fails', async () => {
    render(<AddressFields rules={rules} lookup={vi.fn().mockRejectedValue(new Error('503'))} />);
    await fill('1234AB', '1');
    expect(
      await screen.findByText('We kunnen het adres nu niet opzoeken. Probeer het later nog eens.'),
    ).toBeInTheDocument();
  });
});
