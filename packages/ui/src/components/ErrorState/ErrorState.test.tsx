import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorState } from './ErrorState.tsx';

describe('ErrorState', () => {
  it('has the Dutch default heading', () => {
    render(<ErrorState />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Oeps! Er is iets fout gegaan.' }),
    ).toBeInTheDocument();
  });

  it('offers a retry', async () => {
    const onRetry = vi.fn();
    render(<ErrorState onRetry={onRetry}>De rekeningen konden niet worden geladen.</ErrorState>);
    await userEvent.click(screen.getByRole('button', { name: 'Probeer opnieuw' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('takes another heading and level', () => {
    render(<ErrorState headingLevel={1} heading="Sorry! Wij kunnen de pagina niet vinden." />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sorry! Wij kunnen de pagina niet vinden.' }),
    ).toBeInTheDocument();
  });
});
