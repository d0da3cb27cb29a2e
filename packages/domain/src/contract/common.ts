/** ISO 8601 calendar date, `YYYY-MM-DD`. */
export type IsoDate = string;

/** Postal address as the API sends it (spec §3 "primaryAddress", §5 address fields). */
export interface Address {
  street: string;
  houseNumber: number;
  /** Empty string or null when there is none. */
  houseNumberAddition: string | null;
  /** Normalised `1234 AB`. */
  postalCode: string;
  city: string;
}

/**
 * Body of every write that can fail softly. The spec (§7.2) says a body with `success=false` is
 * not a success; the sandbox answers writes with this shape.
 */
export interface WriteResult {
  success: boolean;
  message?: string;
  /** The request field the message is about, when it is about one (shown at that form field). */
  field?: string;
}
