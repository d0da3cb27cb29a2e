import { useEffect, useState } from 'react';
import { Alert, Spinner } from '@vonk/ui';
import { useText } from '../../i18n/useText.ts';
import { usePortal } from '../../session/PortalContext.tsx';

/**
 * Spec §2.1/§4 /logout: revoke and go to the post-logout address; an agent's window closes; a
 * locked agent cannot log out and is told to close the tab. Browsers refuse `window.close()` for a
 * tab the user opened, so an agent sees the same close-tab text when the window stays open.
 */
export function LogoutPage() {
  const t = useText();
  const { auth } = usePortal();
  const [outcome, setOutcome] = useState<'pending' | 'redirected' | 'closed' | 'locked'>('pending');

  useEffect(() => {
    let active = true;
    void auth.signOut().then((result) => active && setOutcome(result));
    return () => {
      active = false;
    };
  }, [auth]);

  return (
    <main id="inhoud">
      {outcome === 'closed' || outcome === 'locked' ? (
        <Alert tone="info">{t('logout.locked')}</Alert>
      ) : (
        <Spinner label={t('logout.loading')} />
      )}
    </main>
  );
}
