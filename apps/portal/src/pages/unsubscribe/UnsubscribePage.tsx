import type { ReactNode } from 'react';
import { Alert, ErrorState, Link, Spinner, Stack } from '@vonk/ui';
import { linkReference, OPT_OUT_ID_PARAM, reads, routePaths, useRead } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import { TooManyAttempts } from '../../shell/TooManyAttempts.tsx';
import { usePortal } from '../../session/PortalContext.tsx';
import { PublicPage } from '../../shell/PublicPage.tsx';
import { useLinkCredential } from '../../shell/useLinkCredential.ts';
import { UnsubscribeForm } from './UnsubscribeForm.tsx';
import pageMessages from '../../i18n/compiled/pages/unsubscribe.json';
import { registerPageMessages } from '../../i18n/messages.ts';

registerPageMessages(pageMessages);

/**
 * Spec §2.1 /unsubscribe and §7.2 Consent: public, no login, reached from a link in an e-mail.
 * Decisions where the spec is silent:
 * - The opt-out id comes in the query parameter `id` (OPT_OUT_ID_PARAM in the contract:
 *   `/unsubscribe?id=optout-10000001`); the id is the credential, so the page shows the address
 *   only as the API masks it. It leaves the address bar once read (useLinkCredential), and an id
 *   that is not shaped like a reference is never sent nor shown (issue #27).
 * - The three choices are checkboxes saved with one button (not switches that apply at once), plus
 *   'Afmelden voor alle e-mails', which turns all three off and saves straight away.
 * - What the person ticked is theirs until it is saved: a failed save keeps it on screen and says
 *   so, a 503 keeps it as a draft for when they come back (UnsubscribeForm, the one form
 *   mechanism); a change after saving hides the success message again.
 * - A 404 means the link is unknown (expired or cut off); any other load failure offers a retry.
 *   A 503 still goes to /maintenance (spec §8).
 */
export function UnsubscribePage() {
  const t = useText();
  const link = linkReference(useLinkCredential(OPT_OUT_ID_PARAM));
  const id = link.kind === 'valid' ? link.reference : null;
  const optOut = useRead(id ? reads.optOut : null, { id: id ?? '' });

  let body: ReactNode;
  if (link.kind === 'invalid') {
    body = (
      <LinkProblem
        title={t('unsubscribe.invalidId.title')}
        text={t('unsubscribe.invalidId.body')}
      />
    );
  } else if (!id) {
    body = (
      <LinkProblem
        title={t('unsubscribe.missingId.title')}
        text={t('unsubscribe.missingId.body')}
      />
    );
  } else if (optOut.data) {
    body = (
      <Stack gap="6">
        <p>{t('unsubscribe.intro', { email: optOut.data.emailAddress })}</p>
        <UnsubscribeForm preferences={optOut.data} />
      </Stack>
    );
  } else if (optOut.error?.status === 429) {
    body = <TooManyAttempts />;
  } else if (optOut.error?.status === 404) {
    body = (
      <LinkProblem
        title={t('unsubscribe.unknownId.title')}
        text={t('unsubscribe.unknownId.body')}
      />
    );
  } else if (optOut.error) {
    body = (
      <ErrorState
        heading={t('unsubscribe.loadError.title')}
        onRetry={() => void optOut.mutate()}
        retryText={t('unsubscribe.loadError.retry')}
      >
        {t('unsubscribe.loadError.body')}
      </ErrorState>
    );
  } else {
    body = <Spinner label={t('unsubscribe.loading')} />;
  }

  return (
    <PublicPage title={t('route.unsubscribe')}>
      <div aria-busy={optOut.isLoading || undefined}>{body}</div>
    </PublicPage>
  );
}

/** The link itself is the problem: say what happened and where to go instead. */
function LinkProblem({ title, text }: { title: string; text: string }) {
  const t = useText();
  const { config } = usePortal();
  return (
    <Stack gap="4">
      <Alert tone="warning" title={title} live="none">
        {text}
      </Alert>
      <p>{t('unsubscribe.alternative')}</p>
      <Stack direction="row" gap="5" wrap>
        <Link href={routePaths.dashboard.href()}>{t('unsubscribe.toPortal')}</Link>
        {config.externalUrls.service && (
          <Link href={config.externalUrls.service}>{t('unsubscribe.toService')}</Link>
        )}
      </Stack>
    </Stack>
  );
}
