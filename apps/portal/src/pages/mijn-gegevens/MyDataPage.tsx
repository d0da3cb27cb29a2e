import { useState } from 'react';
import { Alert, Link, Section, Stack } from '@vonk/ui';
import { reads, routePaths } from '@vonk/domain';
import type { MessageId } from '../../i18n/messages.ts';
import { useText } from '../../i18n/useText.ts';
import { useFocusWhen } from '../../sections/useFocusWhen.ts';
import { usePageData } from '../../shell/usePageData.ts';
import { PaymentDetailsSection } from '../../sections/PaymentDetailsSection.tsx';
import { PrivacyDataRequest } from '../../sections/PrivacyDataRequest.tsx';
import { AgentActionsSection } from './AgentActionsSection.tsx';
import { ContractDetails } from './ContractDetails.tsx';
import { DisplayPreferencesSummary } from './DisplayPreferencesSummary.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { PersonalDetails } from './PersonalDetails.tsx';
import { PhoneNumbersForm } from './PhoneNumbersForm.tsx';
import { PrimaryEmailForm } from './PrimaryEmailForm.tsx';
import { PrivacySettingsSection } from './PrivacySettingsSection.tsx';
import pageMessages from '../../i18n/compiled/pages/mijn-gegevens.json';
import screenMessages from '../../i18n/compiled/pages/mijn-gegevens.MyDataPage.json';
import { registerPageMessages } from '../../i18n/messages.ts';

registerPageMessages(pageMessages);
// The texts only this screen uses: its sub-routes do not load them (issue #34).
registerPageMessages(screenMessages);

// For the route's reads (reads.ts): from the page's own module, which the route loads anyway.
export { agentActionParts } from './agentActionParts.ts';

type Saved = 'phone' | 'password';
const SAVED_TEXTS = {
  phone: 'myData.phone.saved',
  password: 'myData.password.saved',
} as const satisfies Record<Saved, MessageId>;

/**
 * Spec §2.2 /mijn-gegevens (ADR 043): the customer's own data and every change the §7.2 calls
 * allow, in the portal: personal and contract details, contract.pdf, the primary e-mail address,
 * phone numbers, password, payment details (the form /rekeningen shares, ADR 070), privacy and
 * the privacy data request (GDPR).
 */
export function MyDataPage() {
  const t = useText();
  const customer = usePageData(reads.customerInfo);
  const contract = usePageData(reads.contractInfo);
  const gdpr = usePageData(reads.gdprAvailability);
  const [saved, setSaved] = useState<{ what: Saved; count: number } | null>(null);
  // A saved password leaves empty fields behind: the form starts afresh.
  const [passwordForm, setPasswordForm] = useState(0);
  // The confirmation is announced and takes focus, so keyboard users hear what happened.
  const notice = useFocusWhen(saved);
  const markSaved = (what: Saved) => setSaved((last) => ({ what, count: (last?.count ?? 0) + 1 }));

  return (
    <Stack gap="7">
      {saved && (
        <Alert ref={notice} tabIndex={-1} tone="success" title={t(SAVED_TEXTS[saved.what])} />
      )}
      {customer.data && <PersonalDetails customer={customer.data} />}
      {contract.data && <ContractDetails contract={contract.data} />}
      {customer.data && <PrimaryEmailForm current={customer.data.primaryEmailAddress} />}
      {customer.data && (
        <PhoneNumbersForm
          contacts={customer.data.contactInformation}
          onSaved={async () => {
            await customer.mutate();
            markSaved('phone');
          }}
        />
      )}
      <PasswordForm
        key={passwordForm}
        onSaved={() => {
          setPasswordForm((count) => count + 1);
          markSaved('password');
        }}
      />
      <PaymentDetailsSection formId="mijn-gegevens/betaalgegevens" />
      <PrivacySettingsSection />
      <DisplayPreferencesSummary />
      <Section title={t('myData.gdpr.title')} headingLevel={2}>
        <Stack gap="3">
          <p>{t('myData.gdpr.intro')}</p>
          {gdpr.data && <PrivacyDataRequest availability={gdpr.data} />}
          <p>
            <Link href={routePaths.privacyDataRequest.href()}>{t('myData.gdpr.link')}</Link>
          </p>
        </Stack>
      </Section>
      <AgentActionsSection />
    </Stack>
  );
}
