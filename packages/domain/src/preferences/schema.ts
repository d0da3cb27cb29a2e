import { z } from 'zod/mini';
import { WriteResult } from '../endpoint/common.ts';

/** The text sizes a customer can choose, in per cent of the browser's own size (issue #30). */
export const TextSize = z.union([z.literal(100), z.literal(125), z.literal(150)]);
export type TextSize = z.infer<typeof TextSize>;

/**
 * GET and PUT /api/account/preferences (issue #30, ADR 142): how the customer wants the portal
 * and their invoices shown, kept per customer so every device applies them at login.
 */
export const DisplayPreferences = z.strictObject({
  textSize: TextSize,
  reducedMotion: z.boolean(),
  highContrast: z.boolean(),
  /** The invoice PDF and printed invoices in large print (18 pt, ADR 142). */
  largePrintInvoices: z.boolean(),
});
export type DisplayPreferences = z.infer<typeof DisplayPreferences>;

export const preferenceSchemas = {
  reads: { displayPreferences: DisplayPreferences },
  writes: { saveDisplayPreferences: { body: DisplayPreferences, result: WriteResult } },
};
