import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFocusWhen } from './useFocusWhen.ts';

function Notice({ shown }: { shown: { count: number } | null }) {
  const ref = useFocusWhen(shown);
  return (
    <>
      <button type="button">Opslaan</button>
      {shown && (
        <div ref={ref} tabIndex={-1}>
          Opgeslagen ({shown.count})
        </div>
      )}
    </>
  );
}

describe('useFocusWhen', () => {
  it('moves focus to what appears, and again each time it changes', () => {
    const view = render(<Notice shown={null} />);
    const button = screen.getByRole('button', { name: 'Opslaan' });
    button.focus();
    expect(button).toHaveFocus();

    view.rerender(<Notice shown={{ count: 1 }} />);
    expect(screen.getByText('Opgeslagen (1)')).toHaveFocus();

    button.focus();
    view.rerender(<Notice shown={{ count: 2 }} />);
    expect(screen.getByText('Opgeslagen (2)')).toHaveFocus();
  });
});
