import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import {
  EMAIL_LINK_TOKEN_PARAM,
  routePaths,
  useApiClient,
  verifyPrimaryEmailChange,
} from '@vonk/domain';
import type { ApiClient, EmailLinkProblem, VerifyPrimaryEmailResult } from '@vonk/domain';
import { Alert, Button, Link, Spinner, Stack } from '@vonk/ui';
import type { MessageId } from '../../i18n/messages.ts';
import { useText } from '../../i18n/useText.ts';
import { usePortal } from '../../session/PortalContext.tsx';
import { PublicPage } from '../../shell/PublicPage.tsx';
import pageMessages from '../../i18n/compiled/pages/nieuwe-gebruikersnaam.json';
import { registerPageMessages } from '../../i18n/messages.ts';
import { useLinkCredential } from '../../shell/useLinkCredential.ts';

registerPageMessages(pageMessages);

const PROBLEM_TEXTS = {
  expired: { title: 'newUsername.expired.title', body: 'newUsername.expired.body' },
  used: { title: 'newUsername.used.title', body: 'newUsername.used.body' },
  invalid: { title: 'newUsername.invalid.title', body: 'newUsername.invalid.body' },
} as const satisfies Record<EmailLinkProblem, { title: MessageId; body: MessageId }>;

// A link is opened once per client: React's double effect in development, or a re-render, asks
// the same promise instead of spending the token a second time (which would answer "used").
const opened = new WeakMap<ApiClient, Map<string, Promise<VerifyPrimaryEmailResult>>>();
function openLink(client: ApiClient, token: string) {
  const answers = opened.get(client) ?? new Map<string, Promise<VerifyPrimaryEmailResult>>();
  opened.set(client, answers);
  let answer = answers.get(token);
  if (!answer) {
    answer = verifyPrimaryEmailChange(client, token);
    answer.catch(() => answers.delete(token)); // a failure may be tried again
    answers.set(token, answer);
  }
  return answer;
}

type State =
  | { kind: 'verifying' }
  | { kind: 'verified'; email: string }
  | { kind: 'problem'; problem: EmailLinkProblem }
  | { kind: 'failed' };

/**
 * Spec §2.1 /nieuwe-gebruikersnaam: the success page after a new primary e-mail address was set.
 * Since ADR 128 it is where the verification link from the mail lands
 * (`/nieuwe-gebruikersnaam?token=…`): opening it makes the change, and the page shows the new
 * login name, or says in Dutch why the link did not work (expired, used, unknown or missing).
 * Public: the token is the credential. Only the address changes, so the password stays the same.
 */
export function NewUsernamePage() {
  const t = useText();
  const client = useApiClient();
  // The token is a credential: it leaves the address bar once read (ADR 126).
  const token = useLinkCredential(EMAIL_LINK_TOKEN_PARAM)?.trim() ?? '';
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'verifying' } : { kind: 'problem', problem: 'invalid' },
  );
  useEffect(() => {
    if (!token) return;
    let current = true;
    openLink(client, token).then(
      (result) => {
        if (!current) return;
        if (result.success && result.primaryEmailAddress)
          setState({ kind: 'verified', email: result.primaryEmailAddress });
        else setState({ kind: 'problem', problem: result.problem ?? 'invalid' });
      },
      () => current && setState({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [client, token, attempt]);

  switch (state.kind) {
    case 'verified':
      return (
        <PublicPage title={t('route.nieuweGebruikersnaam')}>
          <Stack gap="5">
            <div>
              <p>
                <strong>{t('newUsername.address', { email: state.email })}</strong>
              </p>
              <p>{t('newUsername.body')}</p>
              <p>{t('newUsername.hint')}</p>
            </div>
            <WayOn />
          </Stack>
        </PublicPage>
      );
    case 'problem': {
      const texts = PROBLEM_TEXTS[state.problem];
      return (
        <PublicPage title={t(texts.title)}>
          <Stack gap="5">
            <Alert tone="warning" live="none">
              {t(texts.body)}
            </Alert>
            <WayOn />
          </Stack>
        </PublicPage>
      );
    }
    case 'failed':
      return (
        <PublicPage title={t('newUsername.failed.title')}>
          <Stack gap="5">
            <Alert tone="error">{t('newUsername.failed.body')}</Alert>
            <div>
              <Button
                variant="secondary"
                onClick={() => {
                  setState({ kind: 'verifying' });
                  setAttempt((count) => count + 1);
                }}
              >
                {t('newUsername.failed.retry')}
              </Button>
            </div>
          </Stack>
        </PublicPage>
      );
    default:
      return (
        <PublicPage title={t('route.nieuweGebruikersnaam')}>
          <Spinner label={t('newUsername.verifying')} />
        </PublicPage>
      );
  }
}

/** Logging in (through /dashboard, which starts the login) and the service site. */
function WayOn(): ReactNode {
  const t = useText();
  const { config } = usePortal();
  return (
    <Stack direction="row" gap="5" wrap align="center">
      <Button href={routePaths.dashboard.href()}>{t('newUsername.login')}</Button>
      {config.externalUrls.service && (
        <Link href={config.externalUrls.service}>{t('newUsername.service')}</Link>
      )}
    </Stack>
  );
}
