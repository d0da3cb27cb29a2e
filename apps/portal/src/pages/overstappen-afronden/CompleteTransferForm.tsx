import { useState } from 'react';
import type { FormEvent } from 'react';
import {
  Alert,
  Button,
  DateField,
  FormErrorSummary,
  Section,
  Stack,
  TextField,
  formatDateInText,
} from '@vonk/ui';
import type { DateParts } from '@vonk/ui';
import {
  calendarDate,
  isSoftFailure,
  toTransferDossierUpdate,
  transferDetailsFieldError,
  transferDetailsInput,
  updateTransferDossier,
  useApiClient,
  validateTransferDetails,
} from '@vonk/domain';
import type {
  TransferDetailsError,
  TransferDetailsField,
  TransferDetailsInput,
  TransferDossier,
} from '@vonk/domain';
import type { MessageId } from '../../i18n/messages.ts';
import { useText } from '../../i18n/useText.ts';
import { usePortal } from '../../session/PortalContext.tsx';

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

/** A date field's value for the rules: '' when empty, the ISO date, or the parts when no date. */
const dateValue = (iso: string | null, { day, month, year }: DateParts) =>
  iso ?? (day || month || year ? `${year}-${month}-${day}` : '');

interface CompleteTransferFormProps {
  dossier: TransferDossier;
  /** After a successful save; the page then shows the submitted dossier. */
  onSaved: () => Promise<unknown>;
}

type SaveState = 'idle' | 'saving' | 'failed';

/**
 * The transfer details, prefilled from the dossier. Field rules live in the domain
 * (transfer/rules.ts): a field is checked when it loses focus, all of them on submit, with an
 * error summary that links to each field. A failed save keeps everything typed and says so.
 */
export function CompleteTransferForm({ dossier, onSaved }: CompleteTransferFormProps) {
  const t = useText();
  const client = useApiClient();
  const { today = () => new Date() } = usePortal();
  const todayIso = calendarDate(today());
  const [values, setValues] = useState<TransferDetailsInput>(() => transferDetailsInput(dossier));
  const [attempts, setAttempts] = useState(0);
  const [save, setSave] = useState<SaveState>('idle');

  const message = (error: TransferDetailsError | undefined, input = values) =>
    error
      ? t(ERROR_TEXTS[error], {
          date: formatDateInText(input.contractEndDate) || input.contractEndDate,
        })
      : undefined;
  const check = (field: TransferDetailsField, value: string) => {
    const input = { ...values, [field]: value };
    return message(transferDetailsFieldError(field, input, todayIso), input);
  };
  const issues = attempts > 0 ? validateTransferDetails(values, todayIso) : [];
  const shownError = (field: TransferDetailsField) =>
    message(issues.find((issue) => issue.field === field)?.error);
  const set = (field: TransferDetailsField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save === 'saving') return;
    setAttempts((count) => count + 1);
    if (validateTransferDetails(values, todayIso).length > 0) return;
    setSave('saving');
    try {
      const result = await updateTransferDossier(
        client,
        toTransferDossierUpdate(values),
        dossier.reference,
      );
      if (isSoftFailure(result))
        throw new Error('PUT transfer by reference answered success: false');
      await onSaved();
    } catch {
      setSave('failed');
    }
  };

  return (
    <Section title={t('completeTransfer.form.title')} headingLevel={2}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="5">
          <FormErrorSummary
            key={attempts}
            title={t('completeTransfer.form.errorSummary')}
            errors={issues.map(({ field, error }) => ({
              fieldId: FIELD_IDS[field],
              message: message(error),
            }))}
          />
          {save === 'failed' && (
            <Alert tone="error" title={t('completeTransfer.saveFailed.title')}>
              {t('completeTransfer.saveFailed.body')}
            </Alert>
          )}
          <TextField
            id={FIELD_IDS.currentProvider}
            name="currentProvider"
            label={t('completeTransfer.form.provider')}
            required
            autoComplete="off"
            value={values.currentProvider}
            onChange={set('currentProvider')}
            validate={(value) => check('currentProvider', value)}
            errorMessage={shownError('currentProvider')}
          />
          <TextField
            id={FIELD_IDS.currentCustomerNumber}
            name="currentCustomerNumber"
            label={t('completeTransfer.form.customerNumber')}
            description={t('completeTransfer.form.customerNumberHint')}
            autoComplete="off"
            spellCheck="false"
            width="20ch"
            value={values.currentCustomerNumber}
            onChange={set('currentCustomerNumber')}
            validate={(value) => check('currentCustomerNumber', value)}
            errorMessage={shownError('currentCustomerNumber')}
          />
          <DateField
            id={FIELD_IDS.contractEndDate}
            name="contractEndDate"
            label={t('completeTransfer.form.contractEndDate')}
            description={t('completeTransfer.form.contractEndDateHint')}
            required
            defaultValue={values.contractEndDate}
            onChange={(iso, parts) => set('contractEndDate')(dateValue(iso, parts))}
            validate={(iso) => check('contractEndDate', iso)}
            errorMessage={shownError('contractEndDate')}
          />
          <DateField
            id={FIELD_IDS.requestedSwitchDate}
            name="requestedSwitchDate"
            label={t('completeTransfer.form.switchDate')}
            description={t('completeTransfer.form.switchDateHint')}
            required
            defaultValue={values.requestedSwitchDate}
            onChange={(iso, parts) => set('requestedSwitchDate')(dateValue(iso, parts))}
            validate={(iso) => check('requestedSwitchDate', iso)}
            errorMessage={shownError('requestedSwitchDate')}
          />
          <TextField
            id={FIELD_IDS.contactPhoneNumber}
            name="contactPhoneNumber"
            type="tel"
            inputMode="tel"
            label={t('completeTransfer.form.phone')}
            description={t('completeTransfer.form.phoneHint')}
            required
            autoComplete="tel"
            width="20ch"
            value={values.contactPhoneNumber}
            onChange={set('contactPhoneNumber')}
            validate={(value) => check('contactPhoneNumber', value)}
            errorMessage={shownError('contactPhoneNumber')}
          />
          <div>
            <Button
              type="submit"
              loading={save === 'saving'}
              loadingText={t('completeTransfer.form.saving')}
            >
              {t('completeTransfer.form.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Section>
  );
}
