export { downloadShippingLabel } from './downloadShippingLabel.ts';
export { getReturnLabelPdf } from './getReturnLabelPdf.ts';
export {
  RETURN_REFERENCE_PATTERN,
  normaliseReturnReference,
  returnReferenceError,
} from './rules.ts';
export type { ReturnReferenceError } from './rules.ts';
