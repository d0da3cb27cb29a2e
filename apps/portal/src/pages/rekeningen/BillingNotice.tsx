import { Alert } from '@vonk/ui';
import { useText } from '../../i18n/useText.ts';
import sharedMessages from '../../i18n/compiled/shared/pages/rekeningen/BillingNotice.json';
import { registerPageMessages } from '../../i18n/messages.ts';

// Texts it shares with other pages and sections (ADR 084), not in the entry.
registerPageMessages(sharedMessages);

/**
 * Spec §8 maintenance notice (22/01 to 26/01) on /rekeningen: payments are not updated and no
 * arrangement or postponement can be made; the page disables those actions with this reason.
 */
export function BillingNotice() {
  const t = useText();
  return (
    <Alert tone="warning" title={t('maintenance.notice.title')} live="none">
      <ul>
        <li>{t('maintenance.notice.payments')}</li>
        <li>{t('maintenance.notice.arrangement')}</li>
      </ul>
    </Alert>
  );
}
