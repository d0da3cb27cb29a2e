import { Link, Stack } from '@vonk/ui';
import { useText } from '../../i18n/useText.ts';
import { PublicPage } from '../../shell/PublicPage.tsx';
import { paths } from '../../paths.ts';

/** Spec §2.1 /error, texts to the letter; the way forward is home. */
export function ErrorPage() {
  const t = useText();
  return (
    <PublicPage title={t('error.title')}>
      <Stack gap="4">
        <p>{t('error.body')}</p>
        <Link href={paths.root}>{t('error.home')}</Link>
      </Stack>
    </PublicPage>
  );
}
