import { Alert, Button } from '@vonk/ui';
import { useSWRConfig } from 'swr';
import { useText } from '../i18n/useText.ts';
import { useStaleReads } from './staleReads.ts';

/**
 * Above the page while it shows answers it could not refresh (issue #31): what is on screen, and
 * anything typed into it, stays; "Opnieuw proberen" asks again for just those reads.
 */
export function StaleDataNotice() {
  const t = useText();
  const urls = useStaleReads();
  const { mutate } = useSWRConfig();
  if (urls.length === 0) return null;
  return (
    <Alert tone="warning" title={t('shell.staleTitle')}>
      <p>{t('shell.staleBody')}</p>
      <Button variant="secondary" onClick={() => urls.forEach((url) => void mutate(url))}>
        {t('shell.staleRetry')}
      </Button>
    </Alert>
  );
}
