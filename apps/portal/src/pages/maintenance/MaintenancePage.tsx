import { Alert, Button, Link, Stack } from '@vonk/ui';
import { isMaintenanceNoticeActive, routePaths } from '@vonk/domain';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MaintenanceState } from '../../session/createErrorEffects.ts';
import { useText } from '../../i18n/useText.ts';
import { usePortal } from '../../session/PortalContext.tsx';
import { PublicPage } from '../../shell/PublicPage.tsx';
import pageMessages from '../../i18n/compiled/pages/maintenance.json';
import { registerPageMessages } from '../../i18n/messages.ts';
import sharedMessages from '../../i18n/compiled/shared/pages/maintenance/MaintenancePage.json';

// Texts it shares with other pages and sections (ADR 084), not in the entry.
registerPageMessages(sharedMessages);

registerPageMessages(pageMessages);

/**
 * Spec §2.1 /maintenance: '{product} tijdelijk niet beschikbaar' with a link to the service site;
 * from 22/01 to 26/01 also the §8 maintenance notice about payments and deliveries.
 *
 * Not a dead end (issue #31): the server's Retry-After is said in minutes, and "Probeer opnieuw"
 * goes back to the page the customer was on (the dashboard when we do not know it), where a
 * 503 that is still there brings them back here.
 */
export function MaintenancePage() {
  const t = useText();
  const { config, errors, today = () => new Date() } = usePortal();
  const navigate = useNavigate();
  const { from, retryAfterSeconds } = (useLocation().state ?? {}) as MaintenanceState;
  const retry = () => {
    errors.leaveMaintenance();
    void navigate(from ?? routePaths.dashboard.href(), { replace: true });
  };
  return (
    <PublicPage title={t('maintenance.title', { product: config.productName })}>
      <Stack gap="4">
        <p>{t('maintenance.body')}</p>
        {retryAfterSeconds !== undefined && (
          <p>
            {t('maintenance.retryAfter', {
              minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
            })}
          </p>
        )}
        <div>
          <Button onClick={retry}>{t('maintenance.retry')}</Button>
        </div>
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
