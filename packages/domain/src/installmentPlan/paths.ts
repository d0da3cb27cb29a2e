import type { WriteResult } from '../contract/common.ts';
import { write } from '../contract/endpoint.ts';
import type { InstallmentPlanRequest } from './schema.ts';

export const installmentPlanWrites = {
  createInstallmentPlan: write<InstallmentPlanRequest, WriteResult>(
    'POST',
    '/api/installmentplan',
    {
      tracking: { category: 'SS - Betalingsregeling', label: 'Betalingsregeling aanvragen' },
    },
  ),
};
