// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { Auth, EndedSession } from '@vonk/domain';
import { PortalIntlProvider } from '../../i18n/PortalIntlProvider.tsx';
import { PortalContext } from '../../session/PortalContext.tsx';
import { testServices } from '../../testing/testServices.ts';
import { LogoutPage } from './LogoutPage.tsx';

function renderEnded(ended: EndedSession) {
  const signOut = vi.fn();
  const auth = { takeEndedSession: () => ended, signOut } as unknown as Auth;
  vi.spyOn(window, 'close').mockImplementation(() => undefined);
  render(
    <PortalIntlProvider>
      <PortalContext value={testServices({ auth })}>
        <LogoutPage />
      </PortalContext>
    </PortalIntlProvider>,
  );
  return { signOut };
}

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
