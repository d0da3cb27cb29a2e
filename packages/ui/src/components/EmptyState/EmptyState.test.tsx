import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState.tsx';

describe('EmptyState', () => {
  it('shows a heading and text', () => {
    render(<EmptyState title="Geen bestellingen">Je hebt nog niets besteld.</EmptyState>);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Geen bestellingen' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Je hebt nog niets besteld.')).toBeInTheDocument();
  });
});
