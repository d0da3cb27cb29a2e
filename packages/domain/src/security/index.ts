export { useSecurityCustomer } from './useSecurityCustomer.ts';
