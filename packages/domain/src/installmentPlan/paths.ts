import type { WriteResult } from '../contract/common.ts';
import { read, returns, write } from '../contract/endpoint.ts';
import type {
  InstallmentPlan,
  InstallmentPlanEligibility,
  InstallmentPlanRequest,
} from './schema.ts';

export const installmentPlanReads = {
  installmentPlan: read('/api/installmentplan', 'short', returns<InstallmentPlan | null>()),
  installmentPlanEligibility: read(
    '/api/installmentplan/eligibility',
    'short',
    returns<InstallmentPlanEligibility>(),
  ),
};

export const installmentPlanWrites = {
  createInstallmentPlan: write<InstallmentPlanRequest, WriteResult>(
    'POST',
    '/api/installmentplan',
    {
      tracking: { category: 'SS - Betalingsregeling', label: 'Betalingsregeling aanvragen' },
      clears: ['/api/installmentplan/**', '/api/invoices', '/api/invoices/**'],
    },
  ),
};
