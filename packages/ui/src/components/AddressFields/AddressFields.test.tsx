import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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

  describe('one press sends the surrounding form (issue #26)', () => {
    const found = { street: 'Kerkstraat', city: 'Amsterdam' };
    /** A form around the fields whose lookup answers when the test says so. */
    const renderForm = () => {
      let answer: (value: typeof found | null) => void = () => {};
      const lookup = vi.fn(() => new Promise<typeof found | null>((resolve) => (answer = resolve)));
      const seen: string[] = [];
      const onSubmit = vi.fn((event: { preventDefault: () => void }) => {
        event.preventDefault();
        seen.push('submit');
      });
      render(
        <form onSubmit={onSubmit}>
          <AddressFields
            rules={rules}
            lookup={lookup}
            onChange={(_address, status) => seen.push(status.status)}
          />
          <button type="submit">Verder</button>
        </form>,
      );
      return { answer: (value: typeof found | null) => answer(value), lookup, onSubmit, seen };
    };
    const type = async (postcode: string, houseNumber: string) => {
      const user = userEvent.setup();
      await user.type(screen.getByRole('textbox', { name: 'Postcode' }), postcode);
      await user.type(screen.getByRole('textbox', { name: 'Huisnummer' }), houseNumber);
      return user;
    };

    it('a click straight from the house number waits for the lookup, then submits once', async () => {
      const { answer, lookup, onSubmit, seen } = renderForm();
      const user = await type('1234AB', '12');
      await user.click(screen.getByRole('button', { name: 'Verder' }));
      expect(lookup).toHaveBeenCalledWith('1234 AB', '12', '');
      expect(onSubmit).not.toHaveBeenCalled();
      answer(found);
      await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      // The parent heard the result before the submit its checks run on.
      expect(seen).toEqual(['loading', 'found', 'submit']);
      expect(screen.getByText('Kerkstraat')).toBeInTheDocument();
    });

    it('Enter in a field looks the address up first, then submits', async () => {
      const { answer, onSubmit, seen } = renderForm();
      const user = await type('1234AB', '12');
      await user.keyboard('{Enter}');
      expect(onSubmit).not.toHaveBeenCalled();
      answer(null);
      await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(seen).toEqual(['loading', 'unknown', 'submit']);
    });

    it('a submit between an answer and its render waits for the render the checks run on', async () => {
      let answer: (value: typeof found | null) => void = () => {};
      const lookup = () => new Promise<typeof found | null>((resolve) => (answer = resolve));
      const checked: string[] = [];
      /** A form whose check reads the status its parent rendered, as a flow's checks do. */
      function Flow() {
        const [status, setStatus] = useState('incomplete');
        return (
          <form
            aria-label="Bezorgadres"
            onSubmit={(event) => {
              event.preventDefault();
              checked.push(status);
            }}
          >
            <AddressFields
              rules={rules}
              lookup={lookup}
              onChange={(_a, next) => setStatus(next.status)}
            />
            <button type="submit">Verder</button>
          </form>
        );
      }
      render(<Flow />);
      const user = await type('1234AB', '12');
      await user.tab(); // the lookup starts
      answer(found);
      await Promise.resolve();
      await Promise.resolve(); // the answer is reported; React has not rendered it yet
      screen.getByRole<HTMLFormElement>('form', { name: 'Bezorgadres' }).requestSubmit();
      await vi.waitFor(() => expect(checked).toHaveLength(1));
      expect(checked).toEqual(['found']);
    });

    it('a submit with the address already looked up is not held', async () => {
      const { answer, onSubmit } = renderForm();
      const user = await type('1234AB', '12');
      await user.tab();
      answer(found);
      expect(await screen.findByText('Kerkstraat')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Verder' }));
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });

    it('shows nothing new while the pointer is down: the button cannot move under it', async () => {
      const { answer, seen } = renderForm();
      const user = await type('1234AB', '12');
      const button = screen.getByRole('button', { name: 'Verder' });
      await user.pointer({ keys: '[MouseLeft>]', target: button });
      answer(found);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByText('Adres zoeken...')).not.toBeInTheDocument();
      expect(screen.queryByText('Kerkstraat')).not.toBeInTheDocument();
      expect(seen).toEqual([]);
      await user.pointer({ keys: '[/MouseLeft]', target: button });
      expect(await screen.findByText('Kerkstraat')).toBeInTheDocument();
    });
  });
});
