import { Section, Stack, PhoneField } from '@vonk/ui';
import {
  phoneNumbersError,
  phoneNumbersInput,
  phoneNumbersText,
  setPhoneNumbers,
  useApiClient,
} from '@vonk/domain';
import type {
  ContactInformation,
  PhoneNumbersError,
  PhoneNumbersField,
  PhoneNumbersInput,
} from '@vonk/domain';
import type { MessageId } from '../../i18n/messages.ts';
import { useText } from '../../i18n/useText.ts';
import { FormMessages } from '../../forms/FormMessages.tsx';
import { usePortalForm } from '../../forms/usePortalForm.ts';
import { fieldChecks } from '../../forms/ruleChecks.ts';
import { SubmitButton } from '../../forms/SubmitButton.tsx';

const ERROR_TEXTS = {
  required: 'myData.phone.error.required',
  invalid: 'myData.phone.error.invalid',
  notMobile: 'myData.phone.error.notMobile',
} as const satisfies Record<PhoneNumbersError, MessageId>;

const PHONE_FIELDS = ['fixedNumber', 'mobileNumber'] as const satisfies PhoneNumbersField[];

interface PhoneNumbersFormProps {
  contacts: readonly ContactInformation[];
  /** After a save: the page refetches the customer info and says it is saved. */
  onSaved: () => Promise<unknown> | void;
}

/** Spec §3, §7.2: the phone numbers, sent to setPhoneNumbers as text ('0301234567, 0612345678'). */
export function PhoneNumbersForm({ contacts, onSaved }: PhoneNumbersFormProps) {
  const t = useText();
  const client = useApiClient();
  const form = usePortalForm<PhoneNumbersInput>({
    id: 'mijn-gegevens/telefoonnummers',
    fieldIds: { fixedNumber: 'gegevens-vast-nummer', mobileNumber: 'gegevens-mobiel-nummer' },
    defaultValues: phoneNumbersInput(contacts),
    checks: fieldChecks(PHONE_FIELDS, phoneNumbersError, (error) => t(ERROR_TEXTS[error])),
    onSubmit: (values) => setPhoneNumbers(client, phoneNumbersText(values)),
    onSaved,
  });
  return (
    <Section title={t('myData.phone.title')} headingLevel={2}>
      <form {...form.formProps} aria-label={t('myData.phone.title')}>
        <Stack gap="4">
          <p>{t('myData.phone.intro')}</p>
          <FormMessages
            form={form}
            summaryTitle={t('myData.form.errorSummary')}
            failedTitle={t('myData.saveFailed.title')}
            failedBody={t('myData.saveFailed.body')}
          />
          <PhoneField {...form.field('fixedNumber')} label={t('myData.phone.fixed')} />
          <PhoneField
            {...form.field('mobileNumber')}
            label={t('myData.phone.mobile')}
            description={t('myData.phone.mobileHint')}
          />
          <SubmitButton form={form} savingText={t('myData.saving')}>
            {t('myData.phone.submit')}
          </SubmitButton>
        </Stack>
      </form>
    </Section>
  );
}
