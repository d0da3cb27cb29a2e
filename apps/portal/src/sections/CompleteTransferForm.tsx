import { DateField, Section, Stack, TextField, formatDateInText, PhoneField } from '@vonk/ui';
import {
  TRANSFER_DETAILS_FIELDS,
  calendarDate,
  toTransferDossierUpdate,
  transferDetailsFieldError,
  transferDetailsInput,
  updateTransferDossier,
  useApiClient,
} from '@vonk/domain';
import type {
  TransferDetailsError,
  TransferDetailsField,
  TransferDetailsInput,
  TransferDossier,
} from '@vonk/domain';
import type { MessageId } from '../i18n/messages.ts';
import { useText } from '../i18n/useText.ts';
import { usePortal } from '../session/PortalContext.tsx';
import { FormMessages } from '../forms/FormMessages.tsx';
import { dateFieldProps } from '../forms/dateFieldProps.ts';
import { usePortalForm } from '../forms/usePortalForm.ts';
import { fieldChecks } from '../forms/ruleChecks.ts';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import sharedMessages from '../i18n/compiled/shared/sections/CompleteTransferForm.json';
import { registerPageMessages } from '../i18n/messages.ts';

// Texts it shares with other pages and sections (ADR 084), not in the entry.
registerPageMessages(sharedMessages);

const ERROR_TEXTS = {
  providerRequired: 'completeTransfer.error.providerRequired',
  providerTooLong: 'completeTransfer.error.providerTooLong',
  customerNumberInvalid: 'completeTransfer.error.customerNumberInvalid',
  contractEndDateRequired: 'completeTransfer.error.contractEndDateRequired',
  contractEndDateInvalid: 'completeTransfer.error.contractEndDateInvalid',
  switchDateRequired: 'completeTransfer.error.switchDateRequired',
  switchDateInvalid: 'completeTransfer.error.switchDateInvalid',
  switchDateInPast: 'completeTransfer.error.switchDateInPast',
  switchDateBeforeContractEnd: 'completeTransfer.error.switchDateBeforeContractEnd',
  phoneRequired: 'completeTransfer.error.phoneRequired',
  phoneInvalid: 'completeTransfer.error.phoneInvalid',
} as const satisfies Record<TransferDetailsError, MessageId>;

/** Input ids, so the error summary can move focus to the field (a date: its day box). */
const FIELD_IDS = {
  currentProvider: 'overstap-provider',
  currentCustomerNumber: 'overstap-klantnummer',
  contractEndDate: 'overstap-einddatum',
  requestedSwitchDate: 'overstap-overstapdatum',
  contactPhoneNumber: 'overstap-telefoon',
} as const satisfies Record<TransferDetailsField, string>;

interface CompleteTransferFormProps {
  dossier: TransferDossier;
  /** After a successful save; the page then shows the submitted dossier. */
  onSaved: () => Promise<unknown>;
  /** 'own': the logged-in customer's dossier (PUT /api/transfer, /overstappen); default by reference. */
  target?: 'own' | 'reference';
}

/**
 * The transfer details, prefilled from the dossier, on the one form mechanism (forms/): rules
 * from the domain (transfer/rules.ts), checked on leaving a field and on submit, an error
 * summary, server messages at their field, and what was typed kept through any failure.
 */
export function CompleteTransferForm({
  dossier,
  onSaved,
  target = 'reference',
}: CompleteTransferFormProps) {
  const t = useText();
  const client = useApiClient();
  const { today = () => new Date() } = usePortal();
  const todayIso = calendarDate(today());
  const form = usePortalForm<TransferDetailsInput>({
    id: `${target === 'own' ? 'overstappen' : 'overstappen-afronden'}/${dossier.reference}`,
    fieldIds: FIELD_IDS,
    defaultValues: transferDetailsInput(dossier),
    checks: fieldChecks(
      TRANSFER_DETAILS_FIELDS,
      (field, values: TransferDetailsInput) => transferDetailsFieldError(field, values, todayIso),
      (error, { contractEndDate: end }) =>
        t(ERROR_TEXTS[error], { date: formatDateInText(end) || end }),
    ),
    onSubmit: (values) =>
      updateTransferDossier(
        client,
        toTransferDossierUpdate(values),
        target === 'own' ? undefined : dossier.reference,
      ),
    onSaved,
  });

  return (
    <Section title={t('completeTransfer.form.title')} headingLevel={2}>
      <form {...form.formProps}>
        <Stack gap="5">
          <FormMessages
            form={form}
            summaryTitle={t('completeTransfer.form.errorSummary')}
            failedTitle={t('completeTransfer.saveFailed.title')}
            failedBody={t('completeTransfer.saveFailed.body')}
          />
          <TextField
            {...form.field('currentProvider')}
            label={t('completeTransfer.form.provider')}
            required
            autoComplete="off"
          />
          <TextField
            {...form.field('currentCustomerNumber')}
            label={t('completeTransfer.form.customerNumber')}
            description={t('completeTransfer.form.customerNumberHint')}
            autoComplete="off"
            spellCheck="false"
            width="20ch"
          />
          <DateField
            {...dateFieldProps(form.field('contractEndDate'))}
            label={t('completeTransfer.form.contractEndDate')}
            description={t('completeTransfer.form.contractEndDateHint')}
            required
          />
          <DateField
            {...dateFieldProps(form.field('requestedSwitchDate'))}
            label={t('completeTransfer.form.switchDate')}
            description={t('completeTransfer.form.switchDateHint')}
            required
          />
          <PhoneField
            {...form.field('contactPhoneNumber')}
            label={t('completeTransfer.form.phone')}
            description={t('completeTransfer.form.phoneHint')}
            required
          />
          <SubmitButton form={form} savingText={t('completeTransfer.form.saving')}>
            {t('completeTransfer.form.submit')}
          </SubmitButton>
        </Stack>
      </form>
    </Section>
  );
}
