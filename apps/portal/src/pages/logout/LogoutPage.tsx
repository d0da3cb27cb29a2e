import { useEffect, useRef, useState } from 'react';
import { Alert, Spinner } from '@vonk/ui';
import { useText } from '../../i18n/useText.ts';
import { trackLogout } from '@vonk/domain';
import { usePortal } from '../../session/PortalContext.tsx';
import pageMessages from '../../i18n/compiled/pages/logout.json';
import { registerPageMessages } from '../../i18n/messages.ts';

registerPageMessages(pageMessages);

/**
 * Spec §2.1/§4 /logout: revoke and go to the post-logout address; an agent's window closes; a
 * locked agent cannot log out and is told to close the tab. Browsers refuse `window.close()` for a
 * tab the user opened, so an agent sees the same close-tab text when the window stays open.
 */
export function LogoutPage() {
  const t = useText();
  const { auth, tracking } = usePortal();
  const [outcome, setOutcome] = useState<'pending' | 'redirected' | 'closed' | 'locked'>('pending');

  // Once per page, also under StrictMode's second effect run (refs survive it).
  const started = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    if (!started.current) {
      started.current = true;
      void auth.signOut().then((result) => {
        // Spec §4: logout success sends 'AC - Uitloggen'; a locked agent did not log out.
        if (result !== 'locked') trackLogout(tracking);
        if (mounted.current) setOutcome(result);
      });
    }
    return () => {
      mounted.current = false;
    };
  }, [auth, tracking]);

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
