import type { Address } from '../endpoint/common.ts';

const addition = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();

/**
 * The address of a lookup answer (one per addition, spec §7.2 AddressLookup) with the addition
 * typed, ignoring case; '' and null both mean none. Null when it is not among them (spec §5
 * unknown combination).
 */
export function matchAddress(
  candidates: readonly Address[],
  houseNumberAddition: string | null,
): Address | null {
  return (
    candidates.find(
      (candidate) => addition(candidate.houseNumberAddition) === addition(houseNumberAddition),
    ) ?? null
  );
}
