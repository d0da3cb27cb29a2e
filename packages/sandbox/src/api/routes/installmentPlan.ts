import { Hono } from 'hono';
import type {
  InstallmentPlan,
  InstallmentPlanEligibility,
  WriteResult,
} from '@vonk/domain/contract';
import { installmentSchedule } from '@vonk/domain/contract';
import type { ApiEnv } from '../types.ts';
import { bodyOf } from '../middleware/contractValidation.ts';

/** A plan over `terms` months from `startDate`, split as the portal previews it. */
function planFor(amount: number, terms: number, startDate: string): InstallmentPlan {
  return {
    id: `IP-${Date.now().toString(36)}`,
    totalAmount: amount,
    startDate,
    installments: installmentSchedule(amount, terms, startDate),
  };
}

/** /api/installmentplan: eligibility, the running plan and creating one (spec §7.2). */
export function installmentPlanRoutes() {
  return new Hono<ApiEnv>()
    .get('/', (c) =>
      c.json(c.get('persona').billing.installmentPlan satisfies InstallmentPlan | null),
    )
    .get('/eligibility', (c) =>
      c.json(c.get('persona').billing.installmentEligibility satisfies InstallmentPlanEligibility),
    )
    .post('/', async (c) => {
      const { terms } = bodyOf(c, 'createInstallmentPlan');
      const { billing } = c.get('persona');
      const { eligible, amount, termOptions } = billing.installmentEligibility;
      if (!eligible || billing.installmentPlan) {
        return c.json({
          success: false,
          message: 'Een betalingsregeling is nu niet mogelijk.',
        } satisfies WriteResult);
      }
      if (!termOptions.includes(terms))
        return c.json({ message: `terms must be one of ${termOptions.join(', ')}.` }, 400);
      billing.installmentPlan = planFor(amount, terms, new Date().toISOString().slice(0, 10));
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
      };
      billing.dunning = {
        ...billing.dunning,
        inDunning: false,
        stage: 'None',
        overdueAmount: 0,
        nextStepDate: null,
      };
      billing.openBalance = { ...billing.openBalance, overdueAmount: 0 };
      return c.json({ success: true } satisfies WriteResult);
    });
}
