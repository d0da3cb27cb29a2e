import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, ErrorState, Spinner } from '@vonk/ui';
import { useText } from '../../i18n/useText.ts';
import { usePortal } from '../../session/PortalContext.tsx';
import { navOffStore } from '../../shell/navOffStore.ts';
import { markLoginToTrack } from '../../tracking/loginMark.ts';
import pageMessages from '../../i18n/compiled/pages/auth-callback.json';
import { registerPageMessages } from '../../i18n/messages.ts';

registerPageMessages(pageMessages);

/**
 * Spec §2.1 /auth-callback: completes the login and goes to the saved target path. The domain
 * redeems the code once, so StrictMode's second effect run gets the same answer.
 */
export function AuthCallbackPage() {
  const t = useText();
  const { auth } = usePortal();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    auth.completeSignIn().then(
      (target) => {
        if (!active) return;
        // Spec §4: the shell that opens next tracks this login, once.
        markLoginToTrack();
        void navigate(navOffStore.applyTo(target), { replace: true });
      },
      (error: unknown) => {
        console.error(error);
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [auth, navigate]);

  if (failed) {
    return (
      <main id="inhoud">
        <ErrorState
          heading={t('authCallback.failed.title')}
          action={
            <Button onClick={() => void auth.signIn('/')}>{t('authCallback.failed.retry')}</Button>
          }
        >
          {t('authCallback.failed.body')}
        </ErrorState>
      </main>
    );
  }
  return (
    <main id="inhoud">
      <Spinner label={t('authCallback.loading')} />
    </main>
  );
}
