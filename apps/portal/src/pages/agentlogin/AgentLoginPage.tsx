import { routePaths } from '@vonk/domain';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Spinner } from '@vonk/ui';
import { useText } from '../../i18n/useText.ts';
import { usePortal } from '../../session/PortalContext.tsx';
import pageMessages from '../../i18n/compiled/pages/agentlogin.json';
import { registerPageMessages } from '../../i18n/messages.ts';

registerPageMessages(pageMessages);

/**
 * Spec §2.1/§6 /agentlogin/{id}: logged in already → '/'; otherwise mark the session as agent,
 * keep the customer code and start authentication from the root.
 */
export function AgentLoginPage() {
  const t = useText();
  const { auth } = usePortal();
  const { id = '' } = useParams();
  const navigate = useNavigate();

  useEffect(() => {
    let active = true;
    void auth.getUser().then((user) => {
      if (!active) return;
      if (user) {
        navigate(routePaths.root.href(), { replace: true });
        return;
      }
      auth.startAgentSession(id);
      void auth.signIn(routePaths.root.href());
    });
    return () => {
      active = false;
    };
  }, [auth, id, navigate]);

  return (
    <main id="inhoud">
      <Spinner label={t('agentLogin.loading')} />
    </main>
  );
}
