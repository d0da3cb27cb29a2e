import { Hono } from 'hono';
import type {
  InstallmentPlan,
  InstallmentPlanEligibility,
  InstallmentPlanProposal,
  WriteResult,
} from '@vonk/domain/contract';
import { installmentSchedule } from '@vonk/domain/contract';
import type { CustomerPersona } from '../../personas/index.ts';
import type { ApiEnv } from '../types.ts';
import { bodyOf } from '../middleware/contractValidation.ts';

/** The sandbox's calendar day: UTC, like the provider's back office (ADR 118). */
const apiToday = () => new Date().toISOString().slice(0, 10);

/**
 * The plan this persona would get now in `terms` terms, or null when none can be made. The
 * proposal GET and the POST both build it, so the plan made is the plan shown (ADR 118). Terms
 * are paid as the customer pays: by direct debit when there is a debit day, else by transfer.
 */
export function proposalFor(
  { billing, details }: CustomerPersona,
  terms: number,
  today: string,
): InstallmentPlanProposal | null {
  const { eligible, amount, termOptions } = billing.installmentEligibility;
  if (!eligible || billing.installmentPlan || !termOptions.includes(terms)) return null;
  return {
    terms,
    totalAmount: amount,
    startDate: today,
    paymentMethod: details.payment.directDebitDay === null ? 'Transfer' : 'DirectDebit',
    installments: installmentSchedule(amount, terms, today),
  };
}

const CHANGED_AT_MIDNIGHT =
  'De datums van je termijnen zijn veranderd sinds je ze bekeek. Bekijk de nieuwe datums en spreek de regeling dan opnieuw af.';

/** /api/installmentplan: eligibility, the running plan, a proposal and creating one (spec §7.2). */
export function installmentPlanRoutes() {
  return new Hono<ApiEnv>()
    .get('/', (c) =>
      c.json(c.get('persona').billing.installmentPlan satisfies InstallmentPlan | null),
    )
    .get('/eligibility', (c) =>
      c.json(c.get('persona').billing.installmentEligibility satisfies InstallmentPlanEligibility),
    )
    .get('/proposal', (c) =>
      c.json(proposalFor(c.get('persona'), Number(c.req.query('terms')), apiToday())),
    )
    .post('/', async (c) => {
      const { terms, startDate } = bodyOf(c, 'createInstallmentPlan');
      const persona = c.get('persona');
      const { billing } = persona;
      const { eligible, termOptions } = billing.installmentEligibility;
      if (!eligible || billing.installmentPlan) {
        return c.json({
          success: false,
          message: 'Een betalingsregeling is nu niet mogelijk.',
        } satisfies WriteResult);
      }
      const proposal = proposalFor(persona, terms, apiToday());
      if (!proposal)
        return c.json({ message: `terms must be one of ${termOptions.join(', ')}.` }, 400);
      // The customer agreed to other dates: say so rather than make a plan they did not see.
      if (startDate !== undefined && startDate !== proposal.startDate) {
        return c.json({ success: false, message: CHANGED_AT_MIDNIGHT } satisfies WriteResult);
      }
      billing.installmentPlan = {
        id: `IP-${Date.now().toString(36)}`,
        totalAmount: proposal.totalAmount,
        startDate: proposal.startDate,
        paymentMethod: proposal.paymentMethod,
        installments: proposal.installments,
      };
      // With a plan the arrears are arranged: the late invoices are paid through the plan,
      // collection stops and no second plan is offered.
      for (const invoice of billing.invoices) {
        if (invoice.status === 'Overdue') invoice.status = 'InArrangement';
      }
      billing.installmentEligibility = {
        eligible: false,
        reason: 'AlreadyInArrangement',
        amount: 0,
        termOptions: [],
        minimumAmount: billing.installmentEligibility.minimumAmount,
      };
      billing.dunning = {
        ...billing.dunning,
        inDunning: false,
        stage: 'None',
        overdueAmount: 0,
        nextStepDate: null,
        collectionAgency: null,
      };
      billing.openBalance = { ...billing.openBalance, overdueAmount: 0 };
      return c.json({ success: true } satisfies WriteResult);
    });
}
