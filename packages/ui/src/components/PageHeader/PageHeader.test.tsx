import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './PageHeader.tsx';

describe('PageHeader', () => {
  it('shows the h1 and subtitle', () => {
    render(<PageHeader title="Rekeningen" subtitle="Je rekeningen van de afgelopen 12 maanden" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Rekeningen' })).toBeInTheDocument();
    expect(screen.getByText('Je rekeningen van de afgelopen 12 maanden')).toBeInTheDocument();
  });

  it('keeps a hidden title as h1 for screen readers', () => {
    render(<PageHeader title="Overzicht" hideTitle />);
    const h1 = screen.getByRole('heading', { level: 1, name: 'Overzicht' });
    expect(h1).toHaveAttribute('data-visually-hidden');
  });
});
