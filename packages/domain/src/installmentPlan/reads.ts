// The installmentPlan GETs, one export each (ADR 102): `reads.x` and `installmentPlanReads.x` name them, and a bundle
// keeps only the ones its code names.
import { read, returns } from '../contract/endpoint.ts';
import type { InstallmentPlan, InstallmentPlanEligibility } from './schema.ts';

export const installmentPlan = read('/api/installmentplan', returns<InstallmentPlan | null>());
export const installmentPlanEligibility = read(
  '/api/installmentplan/eligibility',
  returns<InstallmentPlanEligibility>(),
);
