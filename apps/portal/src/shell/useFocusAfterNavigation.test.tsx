import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import type { PagePhase } from './pageLoad.ts';
import { useFocusAfterNavigation } from './useFocusAfterNavigation.ts';

function Shell({ phase }: { phase: PagePhase }) {
  useFocusAfterNavigation(phase, 'main');
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => void navigate('/klaar')}>
        Bestellen
      </button>
      <main id="main">
        <Routes>
          <Route path="/" element={<h1>Overzicht</h1>} />
          <Route
            path="/klaar"
            element={
              <>
                <h1>Klaar</h1>
                <a href="#terug">Terug naar je abonnement</a>
              </>
            }
          />
        </Routes>
      </main>
    </>
  );
}

const frame = () => act(() => new Promise((done) => requestAnimationFrame(() => done(undefined))));

/** Loads '/', navigates to '/klaar' from the button, lets `during` run while loading, completes. */
async function navigateThenComplete(during: () => void = () => undefined) {
  const { rerender } = render(
    <MemoryRouter>
      <Shell phase="complete" />
    </MemoryRouter>,
  );
  const button = screen.getByRole('button', { name: 'Bestellen' });
  button.focus();
  rerender(
    <MemoryRouter>
      <Shell phase="loading" />
    </MemoryRouter>,
  );
  act(() => button.click());
  during();
  rerender(
    <MemoryRouter>
      <Shell phase="complete" />
    </MemoryRouter>,
  );
  await frame();
}

describe('useFocusAfterNavigation (ADR 141)', () => {
  it('moves focus to the arrived page’s h1 when it is still on the control that navigated', async () => {
    await navigateThenComplete();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Klaar' })).toHaveFocus());
  });

  it('leaves focus where the user tabbed while the page was completing', async () => {
    await navigateThenComplete(() =>
      screen.getByRole('link', { name: 'Terug naar je abonnement' }).focus(),
    );
    expect(screen.getByRole('link', { name: 'Terug naar je abonnement' })).toHaveFocus();
  });
});
