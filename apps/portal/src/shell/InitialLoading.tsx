import { Spinner } from '@vonk/ui';
import { useText } from '../i18n/useText.ts';

/** While the first route's loaders run (login check, §2.5 preloads): never a blank page. */
export function InitialLoading() {
  const t = useText();
  return (
    <main id="inhoud">
      <Spinner label={t('app.loading')} />
    </main>
  );
}
