import type { AvailableProduct } from './schema.ts';

/** What happens to the customer's TV when they move (ADR 089). */
export type TvOnMove =
  /** No TV now: nothing to say. */
  | { kind: 'noTv' }
  /** The TV-by-address list has not answered (yet, or it failed). */
  | { kind: 'unknown' }
  /** The current TV product is offered at the new address: it goes along. */
  | { kind: 'goesAlong'; name: string }
  /** Not the current product, but others are offered there. */
  | { kind: 'other'; name: string; available: string[] }
  /** No TV at all at the new address. */
  | { kind: 'notAvailable'; name: string };

/**
 * Spec §7.2 TV-by-address, on a move: the current TV product goes along when the new address's
 * TV list offers it; otherwise the list tells what can be chosen there, or that there is none.
 */
export function tvOnMove(
  currentTv: { name: string } | null | undefined,
  atNewAddress: readonly AvailableProduct[] | undefined,
): TvOnMove {
  if (!currentTv) return { kind: 'noTv' };
  if (!atNewAddress) return { kind: 'unknown' };
  const tv = atNewAddress.filter((product) => product.category === 'Tv');
  const name = tv.find((product) => product.name === currentTv.name)?.displayName;
  if (name) return { kind: 'goesAlong', name };
  if (tv.length === 0) return { kind: 'notAvailable', name: currentTv.name };
  return {
    kind: 'other',
    name: currentTv.name,
    available: tv.map((product) => product.displayName),
  };
}
