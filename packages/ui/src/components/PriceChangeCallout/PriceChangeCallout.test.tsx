import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { PriceChangeCallout } from './PriceChangeCallout.tsx';

describe('PriceChangeCallout', () => {
  it.each([
    // Spec §9 ranges.
    ['2024-11-01', '2025-03-23', 'Periode: 1 november 2024 – 23 maart 2025'],
    ['2025-01-01', '2025-11-01', 'Periode: 1 januari – 1 november 2025'],
  ])('shows %s to %s as a Dutch period', (start, end, text) => {
    render(<PriceChangeCallout start={start} end={end} />);
    expect(screen.getByText(/^Periode:/)).toHaveTextContent(text);
  });

  it('is a region named by its title, not a live announcement', () => {
    render(
      <PriceChangeCallout
        title="Je videodienst wordt duurder"
        body="De maandprijs gaat omhoog."
        start="2024-11-01"
        end="2025-03-23"
      />,
    );
    const region = screen.getByRole('region', { name: 'Je videodienst wordt duurder' });
    expect(region).toHaveTextContent('De maandprijs gaat omhoog.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has a Dutch default title and label that can be overridden', () => {
    const { rerender } = render(<PriceChangeCallout start="2025-01-01" end="2025-11-01" />);
    expect(screen.getByRole('region', { name: 'Prijswijziging' })).toBeInTheDocument();
    rerender(
      <PriceChangeCallout
        title="Sportzender"
        periodLabel="Van kracht:"
        start="2025-01-01"
        end="2025-11-01"
      />,
    );
    expect(screen.getByRole('region', { name: 'Sportzender' })).toHaveTextContent(
      'Van kracht: 1 januari – 1 november 2025',
    );
  });

  it('hides the period when the range is invalid', () => {
    render(<PriceChangeCallout start="2025-11-01" end="2025-01-01" />);
    expect(screen.queryByText(/Periode:/)).not.toBeInTheDocument();
  });

  it('forwards the ref and spreads rest props on the section', () => {
    const ref = createRef<HTMLElement>();
    render(
      <PriceChangeCallout
        ref={ref}
        className="extra"
        data-id="x"
        start="2025-01-01"
        end="2025-11-01"
      />,
    );
    expect(ref.current?.tagName).toBe('SECTION');
    expect(ref.current).toHaveClass('extra');
    expect(ref.current).toHaveAttribute('data-id', 'x');
  });
});
