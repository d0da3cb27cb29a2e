import { Button, IbanField, Select, Stack, TextField } from '@vonk/ui';
import {
  DIRECT_DEBIT_DAYS,
  PAYMENT_DETAILS_FIELDS,
  iban,
  paymentDetailsFieldError,
  paymentDetailsInput,
  toPaymentInformation,
  updatePaymentInformation,
  useApiClient,
} from '@vonk/domain';
import type {
  PaymentDetailsError,
  PaymentDetailsField,
  PaymentDetailsInput,
  PaymentInformation,
} from '@vonk/domain';
import type { MessageId } from '../i18n/messages.ts';
import { useText } from '../i18n/useText.ts';
import { FormMessages } from './FormMessages.tsx';
import { usePortalForm } from './usePortalForm.ts';
import { fieldChecks } from './ruleChecks.ts';
import sharedMessages from '../i18n/compiled/shared/forms/PaymentDetailsForm.json';
import { registerPageMessages } from '../i18n/messages.ts';

// Texts it shares with other pages and sections (ADR 084), not in the entry.
registerPageMessages(sharedMessages);

const ERROR_TEXTS = {
  accountHolderRequired: 'paymentDetails.error.accountHolderRequired',
  accountHolderTooLong: 'paymentDetails.error.accountHolderTooLong',
  ibanRequired: 'paymentDetails.error.ibanRequired',
  ibanInvalid: 'paymentDetails.error.ibanInvalid',
  directDebitDayInvalid: 'paymentDetails.error.directDebitDayInvalid',
} as const satisfies Record<PaymentDetailsError, MessageId>;

const FIELD_IDS = {
  accountHolderName: 'betaal-rekeninghouder',
  iban: 'betaal-iban',
  directDebitDay: 'betaal-incassodag',
} as const satisfies Record<PaymentDetailsField, string>;

export interface PaymentDetailsFormProps {
  /** Names the form's draft (ADR 016): the page and what it is about. */
  formId: string;
  /** What the API holds now (GET /api/account/paymentinformation). */
  initial: PaymentInformation;
  /** After a successful save. */
  onSaved: (saved: PaymentInformation) => unknown;
  /** Leave without saving; without it there is no cancel button. */
  onCancel?: () => void;
}

/**
 * Payment details (spec §3: account holder, IBAN, direct-debit day) on the one form mechanism,
 * for every page that edits them (/rekeningen, /mijn-gegevens; ADR 035). Rules are the domain's
 * (`account/paymentDetails.ts`). Spec §8: a failing PUT is a tracked change error and rethrown;
 * the form says so and keeps what was typed (the IBAN never goes into a draft).
 */
export function PaymentDetailsForm({
  formId,
  initial,
  onSaved,
  onCancel,
}: PaymentDetailsFormProps) {
  const t = useText();
  const client = useApiClient();
  const form = usePortalForm<PaymentDetailsInput>({
    id: formId,
    fieldIds: FIELD_IDS,
    defaultValues: paymentDetailsInput(initial),
    checks: fieldChecks(PAYMENT_DETAILS_FIELDS, paymentDetailsFieldError, (error) =>
      t(ERROR_TEXTS[error]),
    ),
    sensitive: ['iban'],
    onSubmit: (values) => updatePaymentInformation(client, toPaymentInformation(values)),
    onSaved: (values) => onSaved(toPaymentInformation(values)),
  });
  const days = [
    { value: '', label: t('paymentDetails.byTransfer') },
    ...DIRECT_DEBIT_DAYS.map((day) => ({
      value: String(day),
      label: t('paymentDetails.dayOption', { day }),
    })),
  ];

  return (
    <form {...form.formProps}>
      <Stack gap="5">
        <FormMessages
          form={form}
          summaryTitle={t('paymentDetails.errorSummary')}
          failedTitle={t('paymentDetails.saveFailed.title')}
          failedBody={t('paymentDetails.saveFailed.body')}
        />
        <TextField
          {...form.field('accountHolderName')}
          label={t('paymentDetails.accountHolder')}
          description={t('paymentDetails.accountHolderHint')}
          required
          autoComplete="name"
        />
        <IbanField
          {...form.field('iban')}
          rule={iban}
          label={t('paymentDetails.iban')}
          invalidMessage={t('paymentDetails.error.ibanInvalid')}
          required
        />
        <Select
          {...form.field('directDebitDay')}
          label={t('paymentDetails.directDebitDay')}
          description={t('paymentDetails.directDebitDayHint')}
          options={days}
          placeholder={null}
        />
        <Stack direction="row" gap="3" wrap>
          <Button
            type="submit"
            loading={form.isSubmitting}
            loadingText={t('paymentDetails.saving')}
          >
            {t('paymentDetails.save')}
          </Button>
          {onCancel && (
            <Button variant="secondary" onClick={onCancel} disabled={form.isSubmitting}>
              {t('paymentDetails.cancel')}
            </Button>
          )}
        </Stack>
      </Stack>
    </form>
  );
}
