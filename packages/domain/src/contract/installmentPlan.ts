import type { IsoDate } from './common.ts';

/** GET /api/installmentplan/eligibility (spec §7.2; shape designed here). */
export interface InstallmentPlanEligibility {
  eligible: boolean;
  /** Amount the plan would cover. */
  amount: number;
  /** Allowed numbers of monthly terms, e.g. [2, 3, 6]; empty when not eligible. */
  termOptions: number[];
}

export interface Installment {
  dueDate: IsoDate;
  amount: number;
  paid: boolean;
}

/** GET /api/installmentplan: the running plan, or null when there is none. */
export interface InstallmentPlan {
  id: string;
  totalAmount: number;
  startDate: IsoDate;
  installments: Installment[];
}

/** POST /api/installmentplan body. Answered with a WriteResult. */
export interface InstallmentPlanRequest {
  terms: number;
}
