import { Hono } from 'hono';
import type {
  InstallmentPlan,
  InstallmentPlanEligibility,
  WriteResult,
} from '@vonk/domain/contract';
import type { ApiEnv } from '../types.ts';
import { bodyOf } from '../middleware/contractValidation.ts';

function addMonths(isoDate: string, months: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/** Splits the amount in whole cents; the last term absorbs the rounding. */
function planFor(amount: number, terms: number, startDate: string): InstallmentPlan {
  const cents = Math.round(amount * 100);
  const termCents = Math.floor(cents / terms);
  return {
    id: `IP-${Date.now().toString(36)}`,
    totalAmount: amount,
    startDate,
    installments: Array.from({ length: terms }, (_, index) => ({
      dueDate: addMonths(startDate, index),
      amount: (index === terms - 1 ? cents - termCents * (terms - 1) : termCents) / 100,
      paid: false,
    })),
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
      // With a plan the arrears are arranged: collection stops and no second plan is offered.
      billing.installmentEligibility = { eligible: false, amount: 0, termOptions: [] };
      billing.dunning = { ...billing.dunning, inDunning: false, stage: 'None', nextStepDate: null };
      return c.json({ success: true } satisfies WriteResult);
    });
}
