import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { boot } from '../boot.tsx';
import { loadRuntimeConfig } from './loadRuntimeConfig.ts';

describe('boot fails closed on a config.json that breaks its schema', () => {
  it('shows the Dutch config error page and starts nothing else', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchSpy = vi.fn(
      async () => new Response(JSON.stringify({ authority: 'x', production: 'nee' })),
    );
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    await act(() => boot(root, () => loadRuntimeConfig(fetchSpy)));
    expect(
      await screen.findByRole('heading', { name: 'Mijn Vonk kan nu niet starten' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'De instellingen van Mijn Vonk konden niet worden geladen. Probeer het over een paar minuten opnieuw.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
    // Only config.json was asked for: no login, no API call on a half config.
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
  });
});
