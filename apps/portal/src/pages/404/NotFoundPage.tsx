import { routePaths } from '@vonk/domain';
import { Link, Stack } from '@vonk/ui';
import { useText } from '../../i18n/useText.ts';
import { usePortal } from '../../session/PortalContext.tsx';
import { PublicPage } from '../../shell/PublicPage.tsx';
import pageMessages from '../../i18n/compiled/pages/404.json';
import { registerPageMessages } from '../../i18n/messages.ts';

registerPageMessages(pageMessages);

/** Spec §2.1 /404, texts to the letter, with links to home and service. */
export function NotFoundPage() {
  const t = useText();
  const { config } = usePortal();
  return (
    <PublicPage title={t('notFound.title')}>
      <Stack gap="4">
        <p>{t('notFound.body')}</p>
        <Link href={routePaths.root.href()}>{t('notFound.home')}</Link>
        {config.externalUrls.service && (
          <Link href={config.externalUrls.service}>{t('notFound.service')}</Link>
        )}
      </Stack>
    </PublicPage>
  );
}
