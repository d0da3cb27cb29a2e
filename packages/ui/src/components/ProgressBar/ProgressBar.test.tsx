import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar.tsx';

describe('ProgressBar', () => {
  it('is a progressbar with a Dutch value text', () => {
    render(
      <ProgressBar
        label="Verbruikte data"
        value={3.2}
        maxValue={10}
        valueLabel="3,2 GB van 10 GB"
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Verbruikte data' });
    expect(bar).toHaveAttribute('aria-valuenow', '3.2');
    expect(bar).toHaveAttribute('aria-valuetext', '3,2 GB van 10 GB');
    expect(screen.getByText('3,2 GB van 10 GB')).toBeInTheDocument();
  });

  it('writes a percentage in nl-NL by default and has no value when indeterminate', () => {
    const { rerender } = render(<ProgressBar label="Voortgang" value={45} />);
    expect(screen.getByRole('progressbar', { name: 'Voortgang' })).toHaveAttribute(
      'aria-valuetext',
      '45%',
    );
    rerender(<ProgressBar aria-label="Rekeningen laden" indeterminate />);
    expect(screen.getByRole('progressbar', { name: 'Rekeningen laden' })).not.toHaveAttribute(
      'aria-valuenow',
    );
  });
});
