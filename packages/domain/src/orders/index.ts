export { displayOrderType, EVERYWHERE_SECURITY } from './rules.ts';
export {
  changeShippingAddress,
  useAnyOpenOrder,
  useCompletedOrders,
  useInitialOrder,
  useOpenOrders,
  useOrder,
  useProductOrderHistory,
} from './useOrders.ts';
