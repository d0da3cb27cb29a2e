export { downloadShippingLabel } from './downloadShippingLabel.ts';
export { getReturnLabel } from './getReturnLabel.ts';
export { getReturnLabelPdf } from './getReturnLabelPdf.ts';
export { useReturnLabel } from './useReturnLabel.ts';
export {
  RETURN_REFERENCE_PATTERN,
  normaliseReturnReference,
  returnReferenceError,
} from './rules.ts';
export type { ReturnReferenceError } from './rules.ts';
