import { Alert, Link, Stack } from '@vonk/ui';
import { isMaintenanceNoticeActive } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import { usePortal } from '../../session/PortalContext.tsx';
import { PublicPage } from '../../shell/PublicPage.tsx';
import pageMessages from '../../i18n/compiled/pages/maintenance.json';
import { registerPageMessages } from '../../i18n/messages.ts';
import sharedMessages from '../../i18n/compiled/shared.json';

// Texts it shares with other pages and sections (ADR 084), not in the entry.
registerPageMessages(sharedMessages);

registerPageMessages(pageMessages);

/**
 * Spec §2.1 /maintenance: '{product} tijdelijk niet beschikbaar' with a link to the service site;
 * from 22/01 to 26/01 also the §8 maintenance notice about payments and deliveries.
 */
export function MaintenancePage() {
  const t = useText();
  const { config, today = () => new Date() } = usePortal();
  return (
    <PublicPage title={t('maintenance.title', { product: config.productName })}>
      <Stack gap="4">
        <p>{t('maintenance.body')}</p>
        {isMaintenanceNoticeActive(today()) && (
          <Alert tone="warning" title={t('maintenance.notice.title')} live="none">
            <ul>
              <li>{t('maintenance.notice.payments')}</li>
              <li>{t('maintenance.notice.arrangement')}</li>
              <li>{t('maintenance.notice.deliveries')}</li>
            </ul>
          </Alert>
        )}
        {config.externalUrls.service && (
          <Link href={config.externalUrls.service}>{t('maintenance.service')}</Link>
        )}
      </Stack>
    </PublicPage>
  );
}
