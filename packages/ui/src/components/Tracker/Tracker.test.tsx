import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tracker } from './Tracker.tsx';
import type { TrackerStep } from './Tracker.tsx';

const steps: TrackerStep[] = [
  { id: 'ordered', label: 'Besteld', state: 'done', date: '18 november 2026' },
  { id: 'confirmed', label: 'Bevestigd', state: 'current', date: '19 november 2026' },
  { id: 'shipped', label: 'Verzonden', state: 'upcoming' },
  { id: 'installed', label: 'Geïnstalleerd', state: 'upcoming', date: 'verwacht 26 november 2026' },
];

describe('Tracker', () => {
  it('is a named ordered list of the steps, in order, with their dates', () => {
    render(<Tracker steps={steps} aria-label="Voortgang van bestelling ORD-1012" />);
    const list = screen.getByRole('list', { name: 'Voortgang van bestelling ORD-1012' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Besteld, afgerond18 november 2026',
      'Bevestigd, huidige stap19 november 2026',
      'Verzonden, nog niet',
      'Geïnstalleerd, nog nietverwacht 26 november 2026',
    ]);
  });

  it('marks the step it is at as the current step, and only that one', () => {
    render(<Tracker steps={steps} aria-label="Voortgang" />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([
      null,
      'step',
      null,
      null,
    ]);
    expect(items.map((item) => item.dataset.state)).toEqual([
      'done',
      'current',
      'upcoming',
      'upcoming',
    ]);
  });

  it('takes other words for the states and an error tone', () => {
    render(
      <Tracker
        aria-label="Voortgang"
        steps={[{ id: 'x', label: 'Geannuleerd', state: 'current', tone: 'error' }]}
        stateLabels={{ done: 'klaar', current: 'nu', upcoming: 'straks' }}
      />,
    );
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('Geannuleerd, nu');
    expect(item).toHaveAttribute('data-tone', 'error');
  });
});
