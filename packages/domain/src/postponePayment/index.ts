export { postponePayment, usePostponePaymentStatus } from './postponePayment.ts';
