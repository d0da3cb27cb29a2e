import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Section } from '../Section/Section.tsx';
import { FocusTarget, focusArrival } from './FocusTarget.tsx';

function RequestExample() {
  const [asked, setAsked] = useState(false);
  return asked ? (
    <FocusTarget role="status" when={asked}>
      Aangevraagd
    </FocusTarget>
  ) : (
    <button onClick={() => setAsked(true)}>Aanvragen</button>
  );
}

describe('FocusTarget', () => {
  it('takes the focus of the button it replaces, so focus does not drop to <body>', async () => {
    render(<RequestExample />);
    const button = screen.getByRole('button', { name: 'Aanvragen' });
    button.focus();
    button.click();
    expect(await screen.findByRole('status')).toHaveFocus();
  });

  it('does not take focus on mount without `when`', () => {
    render(<FocusTarget arrival>Bestelling geplaatst</FocusTarget>);
    expect(document.body).toHaveFocus();
  });
});

describe('focusArrival', () => {
  it('prefers a marked step heading over the h1', () => {
    const { container } = render(
      <main>
        <h1>Opzeggen</h1>
        <Section title="Dit zeg je op" description="Stap 2 van 3" arrival />
      </main>,
    );
    focusArrival(container.querySelector('main')!);
    expect(screen.getByRole('heading', { level: 2, name: 'Dit zeg je op' })).toHaveFocus();
  });

  it('focuses the h1 without a marked target, and the container without an h1', () => {
    const { container, rerender } = render(
      <main>
        <h1>Rekeningen</h1>
      </main>,
    );
    const main = container.querySelector('main')!;
    expect(focusArrival(main)).toBe(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    rerender(<main>Leeg</main>);
    const bare = container.querySelector('main')!;
    expect(focusArrival(bare)).toBe(bare);
    expect(bare).toHaveAttribute('tabindex', '-1');
  });
});
