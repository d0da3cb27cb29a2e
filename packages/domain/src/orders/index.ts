export { displayOrderType, EVERYWHERE_SECURITY } from './rules.ts';
export { currentOrderStep, orderDisplayType, orderSteps, shipsHardware } from './tracker.ts';
export type { OrderStep, OrderStepId, OrderStepState } from './tracker.ts';
export { completedOrdersPage } from './paging.ts';
export { matchLookedUpAddress, toShippingAddressChange } from './shippingAddress.ts';
export { isLateOrder } from './lateDelivery.ts';
export { changeShippingAddress } from './changeShippingAddress.ts';
