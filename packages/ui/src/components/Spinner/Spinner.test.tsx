import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner.tsx';

describe('Spinner', () => {
  it('is a status with the Dutch default text', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Laden...');
  });

  it('announces a custom label, also when hidden', () => {
    render(<Spinner label="Inloggen..." hideLabel />);
    expect(screen.getByRole('status')).toHaveTextContent('Inloggen...');
  });
});
