export { displayOrderType, EVERYWHERE_SECURITY } from './rules.ts';
export { currentOrderStep, orderDisplayType, orderSteps, shipsHardware } from './tracker.ts';
export type { OrderStep, OrderStepId, OrderStepState } from './tracker.ts';
export { completedOrdersPage, lastOrdersPage, shownOrdersPage } from './paging.ts';
export { shippingAddressChange } from './shippingAddressChange.ts';
export type { ShippingAddressChange, ShippingAddressLock } from './shippingAddressChange.ts';
export { matchLookedUpAddress, toShippingAddressChange } from './shippingAddress.ts';
export { showsLateDeliveryNotice } from './lateDelivery.ts';
export { changeShippingAddress } from './changeShippingAddress.ts';
export {
  WITHDRAWAL_DAYS,
  canWithdraw,
  orderProductNames,
  withdrawableOrderFor,
  withdrawableOrders,
  withdrawalBasis,
  withdrawalLastDay,
  withdrawalPeriod,
} from './withdrawal.ts';
export type { WithdrawalBasis, WithdrawalClosedReason, WithdrawalPeriod } from './withdrawal.ts';
export { withdrawOrder } from './withdrawOrder.ts';
