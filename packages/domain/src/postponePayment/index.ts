export { POSTPONE_PAYMENT_PATH, postponePayment } from './postponePayment.ts';
