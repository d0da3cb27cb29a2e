import { Alert, Button, DescriptionList, Section, Stack, formatIban } from '@vonk/ui';
import { reads } from '@vonk/domain';
import { useState } from 'react';
import { useText } from '../../i18n/useText.ts';
import { PaymentDetailsForm } from '../../forms/PaymentDetailsForm.tsx';
import { usePageData } from '../../shell/usePageData.ts';
import { FocusHere } from './FocusHere.tsx';

/** Payment details on /rekeningen: what is on file, and the shared form to change it (ADR 035). */
export function PaymentDetailsSection() {
  const t = useText();
  const payment = usePageData(reads.paymentInformation);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  if (!payment.data) return null;
  const { data } = payment;
  return (
    <Section title={t('paymentDetails.title')}>
      {editing ? (
        <PaymentDetailsForm
          formId="rekeningen/betaalgegevens"
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
