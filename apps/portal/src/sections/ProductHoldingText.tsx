import type { ProductHolding } from '@vonk/domain';
import { useText } from '../i18n/useText.ts';
import landingMessages from '../i18n/compiled/landing.json';
import { registerPageMessages } from '../i18n/messages.ts';

// Texts it shares with other pages (ADR 084), in the landing dashboard's small part (issue #34).
registerPageMessages(landingMessages);

/**
 * Why no product is listed, the same on the dashboard and on /abonnementen (issue #26): none yet,
 * or none any more because everything was cancelled.
 */
export function ProductHoldingText({ holding }: { holding: Exclude<ProductHolding, 'current'> }) {
  const t = useText();
  return <p>{t(holding === 'ceased' ? 'products.holding.ceased' : 'products.holding.none')}</p>;
}
