export {
  classifySecurityChange,
  EVERYWHERE_BASE_DEVICES,
  securitySelection,
} from './securityChange.ts';
export type { SecurityChange, SecuritySelection } from './securityChange.ts';
export { downgradeProducts } from './downgradeProducts.ts';
export type { ModifyProduct } from './downgradeProducts.ts';
export {
  useAvailableProducts,
  useInternetProducts,
  useRecordingSettings,
  useTvProducts,
  useVoipProducts,
  useWifiExtenderProducts,
} from './useProducts.ts';
export {
  addProducts,
  ceaseProducts,
  modifyProducts,
  orderTv,
  orderVoip,
  saveRecordingSettings,
} from './orderProducts.ts';
export { CEASE_BLOCK_TEXTS, ceaseBlock } from './ceaseBlock.ts';
export type { CeaseBlock } from './ceaseBlock.ts';
export { ceaseTv } from './ceaseTv.ts';
