import { Link, Stack } from '@vonk/ui';
import { useText } from '../../i18n/useText.ts';
import { usePortal } from '../../session/PortalContext.tsx';
import { PublicPage } from '../../shell/PublicPage.tsx';
import { paths } from '../../paths.ts';

/** Spec §2.1 /404, texts to the letter, with links to home and service. */
export function NotFoundPage() {
  const t = useText();
  const { config } = usePortal();
  return (
    <PublicPage title={t('notFound.title')}>
      <Stack gap="4">
        <p>{t('notFound.body')}</p>
        <Link href={paths.root}>{t('notFound.home')}</Link>
        {config.externalUrls.service && (
          <Link href={config.externalUrls.service}>{t('notFound.service')}</Link>
        )}
      </Stack>
    </PublicPage>
  );
}
