import { write } from '../endpoint/endpoint.ts';

export const POSTPONE_PAYMENT_PATH = '/api/postponepayment';

export const postponePaymentWrites = {
  /** Empty body; the API answers true (spec §7.2). */
  postponePayment: write<void, boolean>('POST', POSTPONE_PAYMENT_PATH, {
    clears: ['/api/invoices', '/api/invoices/**'],
    tracking: { category: 'SS - Rekeningen', label: 'Uitstel van betaling' },
    body: 'none',
  }),
};
