import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import type { ApiClient } from '../client/createApiClient.ts';
import { sendWrite } from '../client/descriptors.ts';
import { useRead } from '../cache/useRead.ts';
import type { WriteResult } from '../contract/common.ts';
import * as orderReads from './reads.ts';
import { orderWrites } from './paths.ts';
import type { CompletedOrdersPage, Order, ShippingAddressChangeRequest } from './schema.ts';

/** The running initial order of a new customer, or null; 30 s. */
export function useInitialOrder(): SWRResponse<Order | null, ApiError> {
  return useRead(orderReads.initialOrder);
}

/** Open orders, 30 s. */
export function useOpenOrders(): SWRResponse<Order[], ApiError> {
  return useRead(orderReads.openOrders);
}

/** Whether any order is open (spec §8: it blocks cease), 30 s. */
export function useAnyOpenOrder(): SWRResponse<boolean, ApiError> {
  return useRead(orderReads.anyOpenOrder);
}

/** One page of completed orders (page size 10, spec §9), 30 s. */
export function useCompletedOrders(page: number): SWRResponse<CompletedOrdersPage, ApiError> {
  return useRead(orderReads.completedOrders, { page });
}

/** One order; null id waits. */
export function useOrder(id: string | null): SWRResponse<Order, ApiError> {
  return useRead(id === null ? null : orderReads.order, { id: id ?? '' });
}

/** Orders of a security software partner's products (spec §3 PartnerName filter), 30 s. */
export function useProductOrderHistory(partnerName: string): SWRResponse<Order[], ApiError> {
  return useRead(orderReads.productOrderHistory, { partnerName });
}

/** POST /api/orders/shippingaddress; clears the cached orders. */
export function changeShippingAddress(
  client: ApiClient,
  request: ShippingAddressChangeRequest,
): Promise<WriteResult> {
  return sendWrite(client, orderWrites.changeShippingAddress, request);
}
