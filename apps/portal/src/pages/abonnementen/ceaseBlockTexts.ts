import { formatDateInText, formatEuro } from '@vonk/ui';
import type { CeaseBlock, NamedProduct } from '@vonk/domain';
import type { useText } from '../../i18n/useText.ts';

type Text = ReturnType<typeof useText>;
/** `useProductName()`: a product as it is named on screen (ADR 122). */
type Name = (product: NamedProduct) => string;

/**
 * What a customer reads for each reason the domain gives (ADR 120), dates in Dutch: the spec §8
 * texts, the contract's end date and fee, a cancellation already under way. One list for the
 * cancel flow and the reductions, so every flow says a block the same way.
 */
export function ceaseBlockTexts(blocks: readonly CeaseBlock[], t: Text, name: Name): string[] {
  const texts = blocks.flatMap((block) => {
    if (block.reason === 'openOrder') return [t('subscriptions.cease.blocked.openOrder')];
    if (block.reason === 'ceaseRunning')
      return [
        block.endDate
          ? t('subscriptions.cease.blocked.running', {
              product: name(block.cancelled),
              date: formatDateInText(block.endDate),
            })
          : t('subscriptions.cease.blocked.runningNoDate', {
              product: name(block.cancelled),
            }),
      ];
    return [
      block.endDate
        ? t('subscriptions.cease.blocked.contract', { date: formatDateInText(block.endDate) })
        : t('subscriptions.cease.blocked.contractNoDate'),
      ...(block.earlyTerminationFee !== null
        ? [t('subscriptions.cease.blocked.fee', { fee: formatEuro(block.earlyTerminationFee) })]
        : []),
    ];
  });
  // Two open orders are one "lopende bestelling" sentence.
  return [...new Set(texts)];
}
