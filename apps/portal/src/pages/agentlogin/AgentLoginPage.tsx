import { isCustomerCode, routePaths } from '@vonk/domain';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ErrorState, Spinner } from '@vonk/ui';
import { useText } from '../../i18n/useText.ts';
import { usePortal } from '../../session/PortalContext.tsx';
import pageMessages from '../../i18n/compiled/pages/agentlogin.json';
import { registerPageMessages } from '../../i18n/messages.ts';
import { agentLoginStep } from './agentLoginStep.ts';

registerPageMessages(pageMessages);

/**
 * Spec §2.1/§6 /agentlogin/{id}: only a customer code opens agent mode (ADR 057). Logged in for
 * this customer (or as a customer) → '/'; an agent logged in for another customer ends that
 * session first and logs in for this one (ADR 056); otherwise mark the session as agent, keep the
 * customer code and start authentication from the root.
 */
export function AgentLoginPage() {
  const t = useText();
  const { auth } = usePortal();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const valid = isCustomerCode(id);

  useEffect(() => {
    if (!valid) return;
    let active = true;
    void (async () => {
      const user = await auth.getUser();
      if (!active) return;
      const step = agentLoginStep(
        user ? auth.profile(user) : null,
        auth.agentSession()?.customerCode ?? null,
        id,
      );
      if (step === 'home') {
        navigate(routePaths.root.href(), { replace: true });
        return;
      }
      if (step === 'switchCustomer') await auth.endLocalSession();
      if (!active) return;
      auth.startAgentSession(id);
      await auth.signIn(routePaths.root.href());
    })();
    return () => {
      active = false;
    };
  }, [auth, id, navigate, valid]);

  if (!valid) {
    return (
      <main id="inhoud">
        <ErrorState heading={t('agentLogin.invalid.title')}>
          {t('agentLogin.invalid.body')}
        </ErrorState>
      </main>
    );
  }
  return (
    <main id="inhoud">
      <Spinner label={t('agentLogin.loading')} />
    </main>
  );
}
