export { FormErrorSummary } from './FormErrorSummary.tsx';
export type { FormError, FormErrorSummaryProps } from './FormErrorSummary.tsx';
