export { downloadShippingLabel } from './downloadShippingLabel.ts';
export { getReturnLabel } from './getReturnLabel.ts';
