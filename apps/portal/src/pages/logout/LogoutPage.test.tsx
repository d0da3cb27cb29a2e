// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { logoutState, routePaths } from '@vonk/domain';
import type { Auth, EndedSession } from '@vonk/domain';
import { PortalIntlProvider } from '../../i18n/PortalIntlProvider.tsx';
import { PortalContext } from '../../session/PortalContext.tsx';
import { testServices } from '../../testing/testServices.ts';
import { LogoutPage } from './LogoutPage.tsx';

function renderEnded(ended: EndedSession | null, state?: unknown) {
  const signOut = vi.fn(() => new Promise(() => {}));
  const auth = { takeEndedSession: () => ended, signOut } as unknown as Auth;
  vi.spyOn(window, 'close').mockImplementation(() => undefined);
  render(
    <PortalIntlProvider>
      <PortalContext value={testServices({ auth })}>
        <MemoryRouter initialEntries={[{ pathname: routePaths.logout.href(), state }]}>
          <LogoutPage />
        </MemoryRouter>
      </PortalContext>
    </PortalIntlProvider>,
  );
  return { signOut };
}

describe('LogoutPage signs out only on the portal’s own way there (issue #27, ADR 126)', () => {
  it.each([
    ['the header or the idle warning', logoutState('user'), { keepDrafts: false }],
    [
      'a 401: the drafts stay for the same person',
      logoutState('unauthorized'),
      { keepDrafts: true },
    ],
  ])('%s signs out at once', (_, state, options) => {
    const { signOut } = renderEnded(null, state);
    expect(signOut).toHaveBeenCalledExactlyOnceWith(undefined, options);
    expect(screen.getByText('Je wordt uitgelogd...')).toBeVisible();
  });

  it('a link from elsewhere asks first', () => {
    const { signOut } = renderEnded(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Wil je uitloggen?' })).toBeVisible();
    expect(signOut).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Uitloggen' }).click();
    expect(signOut).toHaveBeenCalledExactlyOnceWith(undefined, { keepDrafts: false });
  });
});

describe('LogoutPage after a session the portal ended (ADR 056)', () => {
  it('tells an agent the session for the customer ended and to close the tab', () => {
    const { signOut } = renderEnded({ reason: 'agentLogout', agent: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Je bent uitgelogd.' })).toBeVisible();
    expect(
      screen.getByText(
        'De sessie voor deze klant is beëindigd. Wie de agentlink opnieuw opent, moet opnieuw inloggen.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Sluit dit tabblad.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Opnieuw inloggen' })).toBeNull();
    expect(window.close).toHaveBeenCalled();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('tells a customer why after an idle timeout and offers a new login', () => {
    renderEnded({ reason: 'idle', agent: false });
    expect(
      screen.getByText(
        'We hebben je automatisch uitgelogd, omdat je een tijd niets hebt gedaan. Zo blijven je gegevens veilig.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Opnieuw inloggen' })).toBeVisible();
    expect(screen.queryByText('Sluit dit tabblad.')).toBeNull();
  });
});
