import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceTag } from './PriceTag.tsx';

describe('PriceTag', () => {
  it('shows the euro amount per month and speaks it in words', () => {
    const { container } = render(<PriceTag amount={12.5} perMonth />);
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe(
      '€\u00a012,50 per maand',
    );
    expect(screen.getByText('12 euro en 50 cent per maand')).toBeInTheDocument();
  });

  it('shows an old price struck through', () => {
    const { container } = render(<PriceTag amount={10} previousAmount={15} wholeEurosWithDash />);
    expect(container.querySelector('s')?.textContent).toBe('€\u00a015,-');
    expect(screen.getByText('van 15 euro voor 10 euro')).toBeInTheDocument();
  });
});
