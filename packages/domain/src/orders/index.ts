export { displayOrderType, EVERYWHERE_SECURITY } from './rules.ts';
export { ORDERS_PATHS } from './ordersPaths.ts';
export { changeShippingAddress, useCompletedOrders, useOpenOrders, useOrder } from './useOrders.ts';
