import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { CheckboxGroup } from './CheckboxGroup.tsx';

describe('CheckboxGroup', () => {
  it('is a named group whose value is the checked boxes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <CheckboxGroup
        label="Hoe mogen we je benaderen?"
        defaultValue={['Email']}
        onChange={onChange}
      >
        <Checkbox value="Email">E-mail</Checkbox>
        <Checkbox value="Sms">Sms</Checkbox>
      </CheckboxGroup>,
    );
    expect(screen.getByRole('group', { name: 'Hoe mogen we je benaderen?' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Sms' }));
    expect(onChange).toHaveBeenLastCalledWith(['Email', 'Sms']);
  });

  it('shows one group error', () => {
    render(
      <CheckboxGroup label="Kanalen" errorMessage="Kies minstens één kanaal.">
        <Checkbox value="Email">E-mail</Checkbox>
      </CheckboxGroup>,
    );
    expect(screen.getByRole('group', { name: 'Kanalen' })).toHaveAccessibleDescription(
      'Kies minstens één kanaal.',
    );
  });
});
