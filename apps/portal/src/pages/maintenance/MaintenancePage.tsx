import { Link, Stack } from '@vonk/ui';
import { useText } from '../../i18n/useText.ts';
import { usePortal } from '../../session/PortalContext.tsx';
import { PublicPage } from '../../shell/PublicPage.tsx';

/** Spec §2.1 /maintenance: '{product} tijdelijk niet beschikbaar' with a link to the service site. */
export function MaintenancePage() {
  const t = useText();
  const { config } = usePortal();
  return (
    <PublicPage title={t('maintenance.title', { product: config.productName })}>
      <Stack gap="4">
        <p>{t('maintenance.body')}</p>
        {config.externalUrls.service && (
          <Link href={config.externalUrls.service}>{t('maintenance.service')}</Link>
        )}
      </Stack>
    </PublicPage>
  );
}
