import { formatDateInText } from '@vonk/ui';
import type { NamedProduct, RunningCancellation } from '@vonk/domain';
import type { useText } from '../i18n/useText.ts';
import sharedMessages from '../i18n/compiled/shared/sections/endingText.json';
import { registerPageMessages } from '../i18n/messages.ts';

// Texts it shares with other pages and sections (ADR 084), not in the entry.
registerPageMessages(sharedMessages);

type Text = ReturnType<typeof useText>;
/** `useProductName()`: a product as it is named on screen (ADR 122). */
type Name = (product: NamedProduct) => string;

/**
 * A product whose cancellation runs, as /abonnementen's row, the cancel choice and the dashboard
 * say it (issue #26): "opgezegd, stopt op …".
 */
export function endingText(
  ending: RunningCancellation,
  product: { technicalId: string | null },
  t: Text,
  name: Name,
): string {
  const date = ending.endDate ? formatDateInText(ending.endDate) : null;
  if (ending.cancelled.technicalId === product.technicalId)
    return date ? t('subscriptions.ending.self', { date }) : t('subscriptions.ending.selfNoDate');
  const cancelled = name(ending.cancelled);
  return date
    ? t('subscriptions.ending.with', { product: cancelled, date })
    : t('subscriptions.ending.withNoDate', { product: cancelled });
}
