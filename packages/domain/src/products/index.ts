export {
  classifySecurityChange,
  EVERYWHERE_BASE_DEVICES,
  securitySelection,
} from './securityChange.ts';
export type { SecurityChange, SecuritySelection } from './securityChange.ts';
export { downgradeProducts } from './downgradeProducts.ts';
export type { ModifyProduct } from './downgradeProducts.ts';
