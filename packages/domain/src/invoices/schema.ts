import { z } from 'zod/mini';
import { IsoDate } from '../contract/common.ts';
import type { ResourceSchemas } from '../contract/endpoint.ts';
import type * as invoiceReads from './reads.ts';

/**
 * Spec §3 lists invoices, dunning status and open balance without shapes; designed here.
 * 'InArrangement': covered by a running installment plan (paid off in its terms).
 */
export const InvoiceStatus = z.enum(['Paid', 'Open', 'Overdue', 'InArrangement']);
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;

/** One invoice in GET /api/invoices. Amounts in euro, incl. VAT. */
export const Invoice = z.strictObject({
  id: z.string(),
  invoiceNumber: z.string(),
  invoiceDate: IsoDate,
  dueDate: IsoDate,
  amount: z.number(),
  /** What is still to be paid; 0 when paid. */
  openAmount: z.number(),
  status: InvoiceStatus,
  paymentMethod: z.enum(['DirectDebit', 'Transfer']),
});
export type Invoice = z.infer<typeof Invoice>;

/** GET /api/invoices/openbalance. */
export const OpenBalance = z.strictObject({
  amount: z.number(),
  /** Part of the amount past its due date. */
  overdueAmount: z.number(),
});
export type OpenBalance = z.infer<typeof OpenBalance>;

/** Stage of the payment-arrears process; 'None' when the customer is not in dunning. */
export const DunningStage = z.enum(['None', 'Reminder', 'Warning', 'Collection']);
export type DunningStage = z.infer<typeof DunningStage>;

/**
 * The collection agency the arrears were handed to, and how the customer reaches it (ADR 117,
 * a proposal to the provider: spec §3 gives no shape). Phone number national, digits only.
 */
export const CollectionAgency = z.strictObject({
  name: z.string(),
  phoneNumber: z.string(),
  /** The agency's site, where the customer can pay or arrange; null when it has none. */
  website: z.nullable(z.string()),
});
export type CollectionAgency = z.infer<typeof CollectionAgency>;

/** GET /api/invoices/dunningstatus. */
export const DunningStatus = z.strictObject({
  inDunning: z.boolean(),
  stage: DunningStage,
  overdueAmount: z.number(),
  /** Date of the next step (reminder, warning, collection agency); null when none is planned. */
  nextStepDate: z.nullable(IsoDate),
  /** Who holds the arrears at stage 'Collection'; null before that (ADR 117). */
  collectionAgency: z.nullable(CollectionAgency),
});
export type DunningStatus = z.infer<typeof DunningStatus>;

export const invoiceSchemas = {
  reads: { invoices: z.array(Invoice), openBalance: OpenBalance, dunningStatus: DunningStatus },
  writes: {},
} satisfies ResourceSchemas<typeof invoiceReads, Record<never, never>>;
