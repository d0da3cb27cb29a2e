import { Alert, ErrorState, Link, Spinner, Stack } from '@vonk/ui';
import {
  RETURN_REFERENCE_PARAM,
  getRead,
  leavesPage,
  linkReference,
  reads,
  routePaths,
  useApiClient,
  useRead,
} from '@vonk/domain';
import { useNavigate } from 'react-router-dom';
import { useText } from '../../i18n/useText.ts';
import { TooManyAttempts } from '../../shell/TooManyAttempts.tsx';
import { PublicPage } from '../../shell/PublicPage.tsx';
import { useLinkCredential } from '../../shell/useLinkCredential.ts';
import { ReturnLabelDetails } from './ReturnLabelDetails.tsx';
import { ReturnLabelReferenceForm } from './ReturnLabelReferenceForm.tsx';
import pageMessages from '../../i18n/compiled/pages/retour-label.json';
import { registerPageMessages } from '../../i18n/messages.ts';

registerPageMessages(pageMessages);

/**
 * Spec §2.1 /retour-label: public, no shell, for returning equipment. Decisions where the spec is
 * silent (paths and shapes in @vonk/domain contract/shippingLabels.ts):
 * - The e-mail links to `/retour-label?referentie=RET-2026-0117`; the reference is the
 *   credential. Without it the page asks for it; a typed one is looked up and goes into the URL,
 *   so the back button returns to the form. Once read it leaves the address bar for the history
 *   entry's state (useLinkCredential, issue #27).
 * - An unknown reference (404) says so and offers the form again with what was used, to correct.
 *   Any other load failure offers a retry; a 503 still goes to /maintenance (spec §8).
 * - The label PDF comes from GET /api/shippinglabel/{reference}/pdf and is saved as
 *   retourlabel-{orderId}.pdf, like the order's own label; a failed download says so under the
 *   button.
 */
export function ReturnLabelPage() {
  const t = useText();
  const navigate = useNavigate();
  // Checked before any call, never shown back when it is not a reference (issue #27).
  const link = linkReference(useLinkCredential(RETURN_REFERENCE_PARAM));
  const reference = link.kind === 'valid' ? link.reference : null;
  const label = useRead(reference ? reads.returnLabel : null, { reference: reference ?? '' });
  const client = useApiClient();
  // Looked up before the form goes: a 503/401 there keeps the typed reference as a draft (ADR 016).
  // The answer lands in the client's cache, so the page below does not ask again.
  const lookUp = async (next: string) => {
    await getRead(client, reads.returnLabel, { reference: next }).catch((error: unknown) => {
      if (leavesPage(error)) throw error;
    });
    await navigate(routePaths.returnLabel.href({ referentie: next }));
  };

  let body;
  if (!reference) {
    body = (
      <>
        {link.kind === 'invalid' && (
          <Alert tone="error" title={t('returnLabel.invalidLink.title')}>
            {t('returnLabel.invalidLink.body')}
          </Alert>
        )}
        <p>{t('returnLabel.intro')}</p>
        <ReturnLabelReferenceForm onSubmit={lookUp} />
      </>
    );
  } else if (label.data) {
    body = (
      <>
        <ReturnLabelDetails label={label.data} />
        <Link href={routePaths.returnLabel.href()}>{t('returnLabel.other')}</Link>
      </>
    );
  } else if (label.error?.status === 429) {
    body = <TooManyAttempts />;
  } else if (label.error?.status === 404) {
    body = (
      <>
        <Alert tone="error" title={t('returnLabel.unknown.title')}>
          {t('returnLabel.unknown.body', { reference })}
        </Alert>
        <ReturnLabelReferenceForm key={reference} defaultValue={reference} onSubmit={lookUp} />
      </>
    );
  } else if (label.error) {
    body = (
      <ErrorState
        heading={t('returnLabel.failed.title')}
        headingLevel={2}
        onRetry={() => void label.mutate()}
        retryText={t('returnLabel.retry')}
      >
        {t('returnLabel.failed.body')}
      </ErrorState>
    );
  } else {
    body = <Spinner label={t('returnLabel.loading')} />;
  }

  return (
    <PublicPage title={t('route.retourLabel')}>
      <Stack gap="6">{body}</Stack>
    </PublicPage>
  );
}
