import { Alert, Button, DescriptionList, Section, Stack, formatIban } from '@vonk/ui';
import { ownedDraftKey, reads } from '@vonk/domain';
import { useState } from 'react';
import { useText } from '../i18n/useText.ts';
import { usePageData } from '../shell/usePageData.ts';
import { FocusHere } from './FocusHere.tsx';
import { lazyPart } from './lazyPart.tsx';
import sharedMessages from '../i18n/compiled/shared/sections/PaymentDetailsSection.json';
import { registerPageMessages } from '../i18n/messages.ts';

// Texts it shares with other pages and sections (ADR 084), not in the entry.
registerPageMessages(sharedMessages);

export interface PaymentDetailsSectionProps {
  /** Names the form's draft (ADR 016): the page it is on, e.g. `mijn-gegevens/betaalgegevens`. */
  formId: string;
}

// The form loads when the customer opens it (issue #34): warmed on pointing at "Wijzigen".
const paymentDetailsForm = lazyPart(() =>
  import('../forms/PaymentDetailsForm.tsx').then((module) => module.PaymentDetailsForm),
);
const PaymentDetailsForm = paymentDetailsForm.Part;

/** A draft left by a 503 or 401 mid-save: the form opens again so the person sees it. */
const hasDraft = (formId: string) =>
  sessionStorage.getItem(ownedDraftKey(sessionStorage, location.host, formId)) !== null;

/**
 * Payment details on /rekeningen and /mijn-gegevens (ADR 035, 070): what is on file read-only,
 * and the one shared form to change it. The page lists GET /api/account/paymentinformation in
 * its route reads; the section reads it from the page data.
 */
export function PaymentDetailsSection({ formId }: PaymentDetailsSectionProps) {
  const t = useText();
  const payment = usePageData(reads.paymentInformation);
  const [editing, setEditing] = useState(() => hasDraft(formId));
  const [saved, setSaved] = useState(false);
  if (!payment.data) return null;
  const { data } = payment;
  return (
    <Section title={t('paymentDetails.title')} headingLevel={2}>
      {editing ? (
        <PaymentDetailsForm
          formId={formId}
          initial={data}
          onSaved={async () => {
            await payment.mutate();
            setEditing(false);
            setSaved(true);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Stack gap="4">
          {saved && (
            <FocusHere>
              <Alert tone="success" title={t('paymentDetails.saved')} />
            </FocusHere>
          )}
          <DescriptionList
            items={[
              {
                id: 'holder',
                term: t('paymentDetails.accountHolder'),
                description: data.accountHolderName,
              },
              { id: 'iban', term: t('paymentDetails.iban'), description: formatIban(data.iban) },
              {
                id: 'day',
                term: t('paymentDetails.method'),
                description:
                  data.directDebitDay === null
                    ? t('paymentDetails.byTransferText')
                    : t('paymentDetails.directDebitText', { day: data.directDebitDay }),
              },
            ]}
          />
          <div>
            <Button
              variant="secondary"
              {...paymentDetailsForm.intent}
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {t('paymentDetails.edit')}
            </Button>
          </div>
        </Stack>
      )}
    </Section>
  );
}
