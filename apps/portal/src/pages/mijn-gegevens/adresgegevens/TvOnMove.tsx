import { Spinner } from '@vonk/ui';
import { reads, tvOnMove, useRead } from '@vonk/domain';
import type { Address } from '@vonk/domain';
import { useProductName } from '../../../i18n/useProductName.ts';
import { useText } from '../../../i18n/useText.ts';

const list = new Intl.ListFormat('nl-NL', { type: 'disjunction' });

interface TvOnMoveProps {
  /** The current TV product, if any: without it nothing is said. */
  currentTv: { name: string } | null | undefined;
  /** The new address, once the lookup found it. */
  address: Address;
}

/** The TV-by-address read of the new address, and what it means for the customer's TV. */
function TvOutcome({ currentTv, address }: TvOnMoveProps) {
  const t = useText();
  const productName = useProductName();
  const { postalCode, houseNumber, houseNumberAddition } = address;
  const products = useRead(reads.tvProducts, {
    address: { postalCode, houseNumber, houseNumberAddition },
  });
  const outcome = tvOnMove(currentTv, products.data);
  switch (outcome.kind) {
    case 'noTv':
      return null;
    case 'goesAlong':
      return <p>{t('move.tv.goesAlong', { name: productName(outcome.name) })}</p>;
    case 'other':
      return (
        <p>
          {t('move.tv.other', {
            name: productName(outcome.name),
            available: list.format(outcome.available.map(productName)),
          })}
        </p>
      );
    case 'notAvailable':
      return <p>{t('move.tv.notAvailable', { name: productName(outcome.name) })}</p>;
    case 'unknown':
      return products.error ? (
        <p>{t('move.tv.failed')}</p>
      ) : (
        <Spinner label={t('move.tv.checking')} />
      );
  }
}

/**
 * Whether the customer's TV can go along to the new address (ADR 089, spec §7.2 TV-by-address).
 * Customers without TV see nothing and nothing is asked.
 */
export function TvOnMove({ currentTv, address }: TvOnMoveProps) {
  const t = useText();
  if (!currentTv) return null;
  return (
    <section aria-label={t('move.tv.title')} aria-live="polite">
      <TvOutcome currentTv={currentTv} address={address} />
    </section>
  );
}
