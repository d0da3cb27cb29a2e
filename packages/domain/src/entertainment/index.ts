export { useStreamingCustomer } from './useStreamingCustomer.ts';
