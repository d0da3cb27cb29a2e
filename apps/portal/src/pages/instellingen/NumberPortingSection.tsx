import { Stack, StatusTag, TextField, formatPhoneNumber, PhoneField } from '@vonk/ui';
import {
  donorNumberError,
  donorProviderError,
  getRead,
  isPortingInProgress,
  netCodeProblem,
  phoneNumber,
  reads,
  requestNumberPorting,
  useApiClient,
} from '@vonk/domain';
import type { DonorNumberError, VoipLine } from '@vonk/domain';
import type { MessageId } from '../../i18n/messages.ts';
import { useText } from '../../i18n/useText.ts';
import { FormMessages } from '../../forms/FormMessages.tsx';
import { usePortalForm } from '../../forms/usePortalForm.ts';
import { ruleCheck } from '../../forms/ruleChecks.ts';
import { SubmitButton } from '../../forms/SubmitButton.tsx';

const NUMBER_ERRORS = {
  required: 'settings.porting.error.numberRequired',
  invalid: 'settings.porting.error.numberInvalid',
  mobile: 'settings.porting.error.mobile',
} as const satisfies Record<DonorNumberError, MessageId>;
const PROVIDER_ERRORS = {
  required: 'settings.porting.error.providerRequired',
  tooLong: 'settings.porting.error.providerTooLong',
} as const satisfies Record<'required' | 'tooLong', MessageId>;

interface NumberPortingProps {
  line: VoipLine;
  /** The customer's postcode: the net-code check compares the number's area code with it. */
  postalCode: string;
  onSaved: () => Promise<unknown>;
}

/**
 * Spec §7.2 number porting (nummerbehoud): bring a fixed number along from the current provider.
 * Before sending, GET /api/voipsettings/checknetcode checks that the number's area code belongs to
 * the customer's postcode; a mismatch is said at the number. A request in progress shows its state.
 */
export function NumberPortingSection({ line, postalCode, onSaved }: NumberPortingProps) {
  const t = useText();
  const { status, donorNumber, donorProvider } = line.numberPorting;
  if (status === 'Requested' || status === 'Completed') {
    return (
      <Stack gap="2">
        <p>
          <StatusTag tone={isPortingInProgress(line) ? 'info' : 'success'}>
            {t(
              isPortingInProgress(line)
                ? 'settings.porting.requested'
                : 'settings.porting.completed',
            )}
          </StatusTag>
        </p>
        <p>
          {t('settings.porting.details', {
            number: formatPhoneNumber(donorNumber ?? ''),
            provider: donorProvider ?? '',
          })}
        </p>
      </Stack>
    );
  }
  return <NumberPortingForm line={line} postalCode={postalCode} onSaved={onSaved} />;
}

function NumberPortingForm({ line, postalCode, onSaved }: NumberPortingProps) {
  const t = useText();
  const client = useApiClient();
  const form = usePortalForm<{ donorNumber: string; donorProvider: string }>({
    id: `instellingen/nummerbehoud/${line.phoneNumber}`,
    fieldIds: {
      donorNumber: `nummerbehoud-nummer-${line.phoneNumber}`,
      donorProvider: `nummerbehoud-aanbieder-${line.phoneNumber}`,
    },
    defaultValues: { donorNumber: '', donorProvider: '' },
    checks: {
      donorNumber: ruleCheck(donorNumberError, (error) => t(NUMBER_ERRORS[error])),
      donorProvider: ruleCheck(donorProviderError, (error) => t(PROVIDER_ERRORS[error])),
    },
    onSubmit: async (values) => {
      const number = phoneNumber(values.donorNumber);
      const national = number.ok ? number.value : values.donorNumber;
      const check = await getRead(client, reads.netCodeCheck, {
        phoneNumber: national,
        postalCode,
      });
      const problem = netCodeProblem(check);
      if (problem) {
        return {
          success: false,
          field: 'donorNumber',
          message: problem.expectedNetCode
            ? t('settings.porting.error.netCode', { netCode: problem.expectedNetCode })
            : t('settings.porting.error.netCodeUnknown'),
        };
      }
      return requestNumberPorting(client, {
        phoneNumber: line.phoneNumber,
        donorNumber: national,
        donorProvider: values.donorProvider.trim(),
      });
    },
    onSaved,
  });
  return (
    <form {...form.formProps} aria-label={t('settings.porting.title')}>
      <Stack gap="4">
        <p>{t('settings.porting.intro')}</p>
        <FormMessages
          form={form}
          summaryTitle={t('settings.form.errorSummary')}
          failedTitle={t('settings.saveFailed.title')}
          failedBody={t('settings.saveFailed.body')}
        />
        <PhoneField
          {...form.field('donorNumber')}
          label={t('settings.porting.number')}
          description={t('settings.porting.numberHint')}
          required
          autoComplete="off"
        />
        <TextField
          {...form.field('donorProvider')}
          label={t('settings.porting.provider')}
          description={t('settings.porting.providerHint')}
          required
          autoComplete="off"
        />
        <SubmitButton form={form} savingText={t('settings.saving')}>
          {t('settings.porting.submit')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
