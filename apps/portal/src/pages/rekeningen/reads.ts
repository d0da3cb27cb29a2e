import { reads } from '@vonk/domain';
import { pageRead } from '../../shell/pageLoader.ts';

/**
 * What /rekeningen renders beyond the §2.5 preloads, started by its route loader in the same
 * round as them (ADR 009): balance, dunning, invoices, the payment arrangement,
 * postponement, payment details and credits.
 */
export const invoicesReads = () => [
  pageRead(reads.invoices),
  pageRead(reads.openBalance),
  pageRead(reads.dunningStatus),
  pageRead(reads.installmentPlan),
  pageRead(reads.installmentPlanEligibility),
  pageRead(reads.postponePaymentStatus),
  pageRead(reads.paymentInformation),
  pageRead(reads.credits),
];
