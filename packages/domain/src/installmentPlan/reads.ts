// The installmentPlan GETs, one export each (ADR 102): `reads.x` and `installmentPlanReads.x` name them, and a bundle
// keeps only the ones its code names.
import { read, readWith, returns } from '../endpoint/endpoint.ts';
import type {
  InstallmentPlan,
  InstallmentPlanEligibility,
  InstallmentPlanProposal,
} from './schema.ts';

export const installmentPlan = read('/api/installmentplan', returns<InstallmentPlan | null>(), {
  ttl: 'short',
});
export const installmentPlanEligibility = read(
  '/api/installmentplan/eligibility',
  returns<InstallmentPlanEligibility>(),
  { ttl: 'short' },
);
/** The plan the API would make now in `terms` terms, with its dates (ADR 118); null when none. */
export const installmentPlanProposal = readWith<InstallmentPlanProposal | null, { terms: number }>(
  '/api/installmentplan/proposal',
  ({ terms }) => `/api/installmentplan/proposal?terms=${terms}`,
);
