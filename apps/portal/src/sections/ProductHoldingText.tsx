import type { ProductHolding } from '@vonk/domain';
import { useText } from '../i18n/useText.ts';
import sharedMessages from '../i18n/compiled/shared.json';
import { registerPageMessages } from '../i18n/messages.ts';

// Texts it shares with other pages and sections (ADR 084), not in the entry.
registerPageMessages(sharedMessages);

/**
 * Why no product is listed, the same on the dashboard and on /abonnementen (issue #26): none yet,
 * or none any more because everything was cancelled.
 */
export function ProductHoldingText({ holding }: { holding: Exclude<ProductHolding, 'current'> }) {
  const t = useText();
  return <p>{t(holding === 'ceased' ? 'products.holding.ceased' : 'products.holding.none')}</p>;
}
