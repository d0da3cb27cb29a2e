export { postponePayment } from './postponePayment.ts';
