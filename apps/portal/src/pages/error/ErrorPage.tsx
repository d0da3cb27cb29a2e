import { routePaths } from '@vonk/domain';
import { Link, Stack } from '@vonk/ui';
import { useText } from '../../i18n/useText.ts';
import { PublicPage } from '../../shell/PublicPage.tsx';
import pageMessages from '../../i18n/compiled/pages/error.json';
import { registerPageMessages } from '../../i18n/messages.ts';

registerPageMessages(pageMessages);

/** Spec §2.1 /error, texts to the letter; the way forward is home. */
export function ErrorPage() {
  const t = useText();
  return (
    <PublicPage title={t('error.title')}>
      <Stack gap="4">
        <p>{t('error.body')}</p>
        <Link href={routePaths.root.href()}>{t('error.home')}</Link>
      </Stack>
    </PublicPage>
  );
}
