import { Section, Stack } from '@vonk/ui';
import { reads } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import { usePageData } from '../../shell/usePageData.ts';
import { PrivacyDataRequest } from '../../sections/PrivacyDataRequest.tsx';
import pageMessages from '../../i18n/compiled/pages/download-inzageverzoek.json';
import { registerPageMessages } from '../../i18n/messages.ts';

registerPageMessages(pageMessages);

/**
 * Spec §2.2 /download-inzageverzoek (errors handled globally): what the request holds, its state
 * (being prepared or ready) and the download. Opened from /mijn-gegevens and from the e-mail that
 * says the data is ready (ADR 043).
 */
export function PrivacyDataRequestPage() {
  const t = useText();
  const availability = usePageData(reads.gdprAvailability);
  return (
    <Stack gap="6">
      <p>{t('inzage.intro')}</p>
      <Section title={t('inzage.request.title')} headingLevel={2}>
        {availability.data && <PrivacyDataRequest availability={availability.data} />}
      </Section>
    </Stack>
  );
}
