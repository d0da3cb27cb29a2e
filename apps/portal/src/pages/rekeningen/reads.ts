import { CREDIT_PARAM, PAYMENT_PARAM, isPathSegment, reads } from '@vonk/domain';
import { pageRead } from '../../shell/pageLoader.ts';
import type { PageReadArgs } from '../../shell/pageLoader.ts';

/**
 * What /rekeningen renders beyond the §2.5 preloads, started by its route loader in the same
 * round as them (ADR 009): balance, dunning, invoices, the payment arrangement,
 * postponement, payment details and credits; with `?tegoed=` also that credit (ADR 071), with
 * `?termijnen=n` the API's proposal of n terms (the arrangement's review step, ADR 118), with
 * `?betaling=` the payment the customer comes back from (ADR 136).
 */
export const invoicesReads = ({ url }: PageReadArgs) => {
  const credit = url.searchParams.get(CREDIT_PARAM)?.trim();
  const terms = Number(url.searchParams.get('termijnen'));
  const payment = url.searchParams.get(PAYMENT_PARAM)?.trim();
  return [
    pageRead(reads.invoices),
    pageRead(reads.openBalance),
    pageRead(reads.dunningStatus),
    pageRead(reads.installmentPlan),
    pageRead(reads.installmentPlanEligibility),
    pageRead(reads.postponePaymentStatus),
    pageRead(reads.paymentInformation),
    pageRead(reads.credits),
    // A crafted `?tegoed=..` is no id: the page says the credit is unknown (issue #27).
    ...(credit && isPathSegment(credit) ? [pageRead(reads.credit, { id: credit })] : []),
    ...(payment && isPathSegment(payment) ? [pageRead(reads.payment, { id: payment })] : []),
    ...(Number.isInteger(terms) && terms > 0
      ? [pageRead(reads.installmentPlanProposal, { terms })]
      : []),
  ];
};

/**
 * /rekeningen/:invoiceId: the invoices (the one shown and the previous one's date) and the
 * invoice's lines with the previous invoice's (ADR 134), both in the preloads' round.
 */
export const invoiceDetailReads = ({ params }: PageReadArgs) => {
  const id = String(params.invoiceId);
  return isPathSegment(id)
    ? [pageRead(reads.invoices), pageRead(reads.invoiceLines, { id })]
    : [pageRead(reads.invoices)];
};
