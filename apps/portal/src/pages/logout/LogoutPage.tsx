import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Link, Spinner, Stack } from '@vonk/ui';
import type { EndedSession } from '@vonk/domain';
import { useLocation } from 'react-router-dom';
import { logoutAction, routePaths, trackLogout } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import { usePortal } from '../../session/PortalContext.tsx';
import { PublicPage } from '../../shell/PublicPage.tsx';
import pageMessages from '../../i18n/compiled/pages/logout.json';
import { registerPageMessages } from '../../i18n/messages.ts';

registerPageMessages(pageMessages);

type Outcome =
  | { kind: 'pending' | 'redirected' | 'locked' | 'confirm' }
  | { kind: 'ended'; ended: EndedSession };

const REASON_TEXT = {
  agentLogout: 'logout.ended.agent',
  idle: 'logout.ended.idle',
  agentMismatch: 'logout.ended.agentMismatch',
  otherTab: 'logout.ended.otherTab',
  tokenRefused: 'logout.ended.tokenRefused',
} as const;

/**
 * Spec §2.1/§4 /logout. Starts the logout: revoke, remove, end the IdP session (ADR 056). A
 * locked agent cannot log out and is told to close the tab. The IdP sends a session the portal
 * ended itself (an agent's logout, idle timeout, agent mismatch) back here: the page says why,
 * and an agent's tab is closed where the browser allows it, else the agent is told to close it.
 * Only the portal's own way here signs out at once (the menu, the idle warning, a 401); a link
 * from anywhere else, a typed or reloaded URL asks first (issue #27, ADR 126), as GitHub does.
 */
export function LogoutPage() {
  const t = useText();
  const { auth, tracking } = usePortal();
  // Set when the IdP sent a session the portal ended itself back here.
  const ended = auth.takeEndedSession();
  const action = logoutAction(useLocation().state);
  const [outcome, setOutcome] = useState<Outcome>(
    ended ? { kind: 'ended', ended } : { kind: action.kind === 'confirm' ? 'confirm' : 'pending' },
  );
  const keepDrafts = action.kind === 'signOut' && action.keepDrafts;
  // Once per page, also under StrictMode's second effect run (refs survive it).
  const started = useRef(false);
  const mounted = useRef(true);

  const signOut = (keep: boolean) =>
    void auth.signOut(undefined, { keepDrafts: keep }).then(
      (result) => {
        // Spec §4: logout success sends 'AC - Uitloggen'; a locked agent did not log out.
        if (result !== 'locked') trackLogout(tracking);
        if (mounted.current) setOutcome({ kind: result });
      },
      // The IdP could not be reached: the tokens are gone from this tab all the same.
      () =>
        mounted.current &&
        setOutcome({ kind: 'ended', ended: { reason: 'agentLogout', agent: false } }),
    );

  useEffect(() => {
    mounted.current = true;
    if (!started.current) {
      started.current = true;
      if (ended) {
        // Browsers close only tabs a script opened; otherwise the text asks the agent to.
        if (ended.agent) window.close();
      } else if (outcome.kind === 'pending') {
        signOut(keepDrafts);
      }
    }
    return () => {
      mounted.current = false;
    };
    // Once per page: what the page was opened with decides, not a later render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (outcome.kind === 'confirm') {
    return (
      <PublicPage title={t('logout.confirm.title')}>
        <Stack gap="5">
          <p>{t('logout.confirm.body')}</p>
          <Stack direction="row" gap="5" wrap>
            <Button
              onClick={() => {
                setOutcome({ kind: 'pending' });
                signOut(false);
              }}
            >
              {t('logout.confirm.submit')}
            </Button>
            <Link href={routePaths.dashboard.href()}>{t('logout.confirm.back')}</Link>
          </Stack>
        </Stack>
      </PublicPage>
    );
  }

  if (outcome.kind === 'locked') {
    return (
      <main id="inhoud">
        <Alert tone="info">{t('logout.locked')}</Alert>
      </main>
    );
  }
  if (outcome.kind === 'ended') {
    const { reason, agent } = outcome.ended;
    return (
      <PublicPage title={t('logout.ended.title')}>
        <Stack gap="5">
          <div>
            {(reason !== 'agentLogout' || agent) && <p>{t(REASON_TEXT[reason])}</p>}
            {agent && <p>{t('logout.ended.closeTab')}</p>}
          </div>
          {!agent && <Link href={routePaths.root.href()}>{t('logout.ended.loginAgain')}</Link>}
        </Stack>
      </PublicPage>
    );
  }
  return (
    <main id="inhoud">
      <Spinner label={t('logout.loading')} />
    </main>
  );
}
