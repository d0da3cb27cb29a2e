import type { WriteResult } from '../endpoint/common.ts';
import { write } from '../endpoint/endpoint.ts';
import type { InstallmentPlanRequest } from './schema.ts';

export const installmentPlanWrites = {
  createInstallmentPlan: write<InstallmentPlanRequest, WriteResult>(
    'POST',
    '/api/installmentplan',
    {
      clears: ['/api/installmentplan/**', '/api/invoices', '/api/invoices/**'],
      tracking: { category: 'SS - Betalingsregeling', label: 'Betalingsregeling aanvragen' },
    },
  ),
};
