import { Alert } from '@vonk/ui';
import { useText } from '../i18n/useText.ts';

/**
 * A public link's look-up answered 429 (issue #31): the limiter on guessing references (ADR 064)
 * holds this address for its window. Said as what it is, not as a failure on our side.
 */
export function TooManyAttempts() {
  const t = useText();
  return (
    <Alert tone="error" title={t('publicLink.tooManyAttempts.title')}>
      {t('publicLink.tooManyAttempts.body')}
    </Alert>
  );
}
