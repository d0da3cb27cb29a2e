import { z } from 'zod/mini';

/** ISO 8601 calendar date, `YYYY-MM-DD`. */
export const IsoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
export type IsoDate = z.infer<typeof IsoDate>;

/** ISO 8601 date-time. */
export const IsoDateTime = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/));

/**
 * Postal address as the API sends it (spec §3 "primaryAddress", §5 address fields). Postcode and
 * house number are plain here: the rules users type against live in the domain's field rules.
 */
export const Address = z.strictObject({
  street: z.string(),
  houseNumber: z.number(),
  /** Empty string or null when there is none. */
  houseNumberAddition: z.nullable(z.string()),
  /** Normalised `1234 AB`. */
  postalCode: z.string(),
  city: z.string(),
});
export type Address = z.infer<typeof Address>;

/**
 * Body of every write that can fail softly. The spec (§7.2) says a body with `success=false` is
 * not a success; the sandbox answers writes with this shape.
 */
export const WriteResult = z.strictObject({
  success: z.boolean(),
  message: z.optional(z.string()),
  /** The request field the message is about, when it is about one (shown at that form field). */
  field: z.optional(z.string()),
});
export type WriteResult = z.infer<typeof WriteResult>;

/** The body `true` of the writes the spec says answer true (postpone payment, remote mechanic). */
export const TrueResult = z.boolean();

/** An empty JSON object body (household unsubscribe). */
export const EmptyObject = z.strictObject({});
export type EmptyObject = z.infer<typeof EmptyObject>;
