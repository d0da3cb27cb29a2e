import type { IsoDate } from './common.ts';

/** Spec §3 lists invoices, dunning status and open balance without shapes; designed here. */
export type InvoiceStatus = 'Paid' | 'Open' | 'Overdue';

/** One invoice in GET /api/invoices. Amounts in euro, incl. VAT. */
export interface Invoice {
  id: string;
  invoiceNumber: string;
  invoiceDate: IsoDate;
  dueDate: IsoDate;
  amount: number;
  /** What is still to be paid; 0 when paid. */
  openAmount: number;
  status: InvoiceStatus;
  paymentMethod: 'DirectDebit' | 'Transfer';
}

/** GET /api/invoices/openbalance. */
export interface OpenBalance {
  amount: number;
  /** Part of the amount past its due date. */
  overdueAmount: number;
}

/** Stage of the payment-arrears process; 'None' when the customer is not in dunning. */
export type DunningStage = 'None' | 'Reminder' | 'Warning' | 'Collection';

/** GET /api/invoices/dunningstatus. */
export interface DunningStatus {
  inDunning: boolean;
  stage: DunningStage;
  overdueAmount: number;
  /** Date of the next step (reminder, warning, collection agency); null when none is planned. */
  nextStepDate: IsoDate | null;
}
