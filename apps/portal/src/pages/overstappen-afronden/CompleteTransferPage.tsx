import { Alert, Stack } from '@vonk/ui';
import { getRead, reads, leavesPage, linkReference, routePaths, useApiClient } from '@vonk/domain';
import { useNavigate, useParams } from 'react-router-dom';
import { useText } from '../../i18n/useText.ts';
import { PublicPage } from '../../shell/PublicPage.tsx';
import { CompleteTransferDossier } from './CompleteTransferDossier.tsx';
import { CompleteTransferReferenceForm } from './CompleteTransferReferenceForm.tsx';
import pageMessages from '../../i18n/compiled/pages/overstappen-afronden.json';
import { registerPageMessages } from '../../i18n/messages.ts';

registerPageMessages(pageMessages);

/**
 * Spec §2.1 /overstappen-afronden/{reference}: public, no shell, to complete the transfer
 * (overstappen) details (§7.2 transfer dossier, by reference). Decisions where the spec is silent:
 * - The reference in the path is the credential (from the e-mail, or the dashboard link of §2.3).
 *   Without one the page asks for it and goes to /overstappen-afronden/{reference}.
 * - The status is always shown in words; the form only while the dossier waits for details
 *   ('DetailsRequired'), prefilled with what the dossier knows. Submitted, planned and completed
 *   dossiers show their details read-only.
 * - Field rules are the domain's (transfer/rules.ts; spec §5 shows none): checked on leaving a
 *   field and on submit, with an error summary (the one form mechanism, forms/). A failed save
 *   keeps everything typed and says so; a 503/401 keeps a draft for when the person comes back;
 *   a successful save shows an announced confirmation with the submitted dossier.
 * - An unknown reference (404) says so and offers the form again; any other load failure offers a
 *   retry; a 503 still goes to /maintenance (spec §8).
 */
export function CompleteTransferPage() {
  const t = useText();
  const navigate = useNavigate();
  const { reference: param } = useParams();
  // Checked before any call, never shown back when it is not a reference (issue #27).
  const link = linkReference(param);
  const reference = link.kind === 'valid' ? link.reference : '';
  const client = useApiClient();
  // Looked up before the form goes: a 503/401 there keeps the typed reference as a draft (ADR 016).
  // The answer lands in the client's cache, so the dossier below does not ask again.
  const lookUp = async (next: string) => {
    await getRead(client, reads.transferDossierByReference, { reference: next }).catch(
      (error: unknown) => {
        if (leavesPage(error)) throw error;
      },
    );
    await navigate(routePaths.completeTransfer.href({ reference: next }));
  };

  return (
    <PublicPage title={t('route.overstappenAfronden')}>
      {reference ? (
        <CompleteTransferDossier key={reference} reference={reference} onLookUp={lookUp} />
      ) : (
        <Stack gap="6">
          {link.kind === 'invalid' && (
            <Alert tone="error" title={t('completeTransfer.invalidLink.title')}>
              {t('completeTransfer.invalidLink.body')}
            </Alert>
          )}
          <p>{t('completeTransfer.intro')}</p>
          <CompleteTransferReferenceForm onSubmit={lookUp} />
        </Stack>
      )}
    </PublicPage>
  );
}
