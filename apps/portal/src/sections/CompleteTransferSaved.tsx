import { Alert } from '@vonk/ui';
import { useText } from '../i18n/useText.ts';
import { useFocusWhen } from './useFocusWhen.ts';
import sharedMessages from '../i18n/compiled/shared/sections/CompleteTransferSaved.json';
import { registerPageMessages } from '../i18n/messages.ts';

// Texts it shares with other pages and sections (ADR 084), not in the entry.
registerPageMessages(sharedMessages);

/**
 * Said on both transfer pages once CompleteTransferForm has saved: announced and focused, since
 * the form it replaces is gone.
 */
export function CompleteTransferSaved() {
  const t = useText();
  const ref = useFocusWhen(true);
  return (
    <Alert ref={ref} tabIndex={-1} tone="success" title={t('completeTransfer.saved.title')}>
      {t('completeTransfer.saved.body')}
    </Alert>
  );
}
