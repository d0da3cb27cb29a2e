import { z } from 'zod/mini';
import { IsoDate } from '../endpoint/common.ts';

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

/**
 * The groups of an invoice's lines (ADR 134, a proposal to the provider: spec §3 "invoices: shapes
 * not shown"), in the order an invoice shows them.
 */
export const InvoiceLineGroup = z.enum([
  'MonthlyFees',
  'OneOffCosts',
  'Usage',
  'Discounts',
  'Credits',
]);
export type InvoiceLineGroup = z.infer<typeof InvoiceLineGroup>;

/** Usage outside the bundle, by kind: calls (VoIP) and video on demand. */
export const UsageKind = z.enum(['Voip', 'Vod']);
export type UsageKind = z.infer<typeof UsageKind>;

/**
 * What caused a line: the subscription itself (a plain monthly fee), an order, a product change
 * (an order that changed a running product, or a benefit that started or ended), the usage of a
 * month, or a credit set off on the invoice.
 */
export const InvoiceLineCause = z.union([
  z.strictObject({ kind: z.literal('Subscription') }),
  z.strictObject({ kind: z.literal('Order'), orderId: z.string() }),
  z.strictObject({ kind: z.literal('ProductChange'), orderId: z.string() }),
  z.strictObject({
    kind: z.literal('Usage'),
    usageKind: UsageKind,
    /** `YYYY-MM`. */
    month: z.string(),
  }),
  z.strictObject({ kind: z.literal('Credit'), creditId: z.string() }),
]);
export type InvoiceLineCause = z.infer<typeof InvoiceLineCause>;

/** A charge for part of the period: so many days of a product, of a period of so many days. */
export const InvoiceLineProration = z.strictObject({
  days: z.number(),
  periodDays: z.number(),
  /** The full monthly price the days are a part of, in euro. */
  monthlyPrice: z.number(),
});
export type InvoiceLineProration = z.infer<typeof InvoiceLineProration>;

/** One line of an invoice. Amount in euro incl. VAT; discounts and credits are negative. */
export const InvoiceLine = z.strictObject({
  id: z.string(),
  group: InvoiceLineGroup,
  /** The provider's text for the line ("Internet Giga", "Bellen buiten je bundel"). */
  description: z.string(),
  /**
   * What the line is about, the same on every invoice (a product's name, a usage kind, a credit
   * id): the key that matches a line with the previous invoice's.
   */
  subject: z.string(),
  amount: z.number(),
  /** The days the line is for; null for a one-off cost or a credit. */
  period: z.nullable(z.strictObject({ from: IsoDate, to: IsoDate })),
  /** Set when the line is for part of the period only. */
  proration: z.nullable(InvoiceLineProration),
  cause: InvoiceLineCause,
});
export type InvoiceLine = z.infer<typeof InvoiceLine>;

/** One invoice's lines. */
export const InvoiceLines = z.strictObject({
  invoiceId: z.string(),
  lines: z.array(InvoiceLine),
});
export type InvoiceLines = z.infer<typeof InvoiceLines>;

/**
 * GET /api/invoices/{id}/lines (ADR 134): the invoice's lines and the previous invoice's (null for
 * a customer's first invoice), so one read explains the difference.
 */
export const InvoiceExplanation = z.strictObject({
  ...InvoiceLines.shape,
  previous: z.nullable(InvoiceLines),
});
export type InvoiceExplanation = z.infer<typeof InvoiceExplanation>;

export const invoiceSchemas = {
  reads: {
    invoices: z.array(Invoice),
    openBalance: OpenBalance,
    dunningStatus: DunningStatus,
    invoiceLines: InvoiceExplanation,
  },
  writes: {},
};
