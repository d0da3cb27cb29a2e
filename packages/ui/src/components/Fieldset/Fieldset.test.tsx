import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Fieldset } from './Fieldset.tsx';

describe('Fieldset', () => {
  it('is a group named by its legend, with description and error linked', () => {
    render(
      <Fieldset
        legend="Bezorgadres"
        description="Waar mogen we het pakket bezorgen?"
        errorMessage="Vul een bezorgadres in."
      >
        <input aria-label="Straat" />
      </Fieldset>,
    );
    const group = screen.getByRole('group', { name: 'Bezorgadres' });
    expect(group).toHaveAccessibleDescription(
      'Waar mogen we het pakket bezorgen? Vul een bezorgadres in.',
    );
  });

  it('disables everything inside', () => {
    render(
      <Fieldset legend="Adres" disabled>
        <input aria-label="Straat" />
      </Fieldset>,
    );
    expect(screen.getByRole('textbox', { name: 'Straat' })).toBeDisabled();
  });
});
