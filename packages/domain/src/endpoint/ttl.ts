/** Spec §7.3 TTL classes: 30, 300 and 3000 s. */
export const TTL_SECONDS = { short: 30, medium: 300, long: 3000 } as const;
export type TtlClass = keyof typeof TTL_SECONDS;

/** A GET the spec's table does not name (and a URL outside the contract): 30 s, the safe default. */
export const DEFAULT_TTL_CLASS: TtlClass = 'short';
