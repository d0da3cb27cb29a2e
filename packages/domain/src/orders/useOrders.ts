import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import type { ApiClient } from '../client/createApiClient.ts';
import { useApiResource } from '../cache/useApiResource.ts';
import type {
  CompletedOrdersPage,
  Order,
  ShippingAddressChangeRequest,
} from '../contract/index.ts';
import { ORDERS_PATHS } from './ordersPaths.ts';

const getJson = <T>(client: ApiClient, url: string) => client.getJson<T>(url);

/** Open orders, 30 s. */
export function useOpenOrders(): SWRResponse<Order[], ApiError> {
  return useApiResource(ORDERS_PATHS.open, getJson<Order[]>);
}

/** One page of completed orders (page size 10, spec §9), 30 s. */
export function useCompletedOrders(page: number): SWRResponse<CompletedOrdersPage, ApiError> {
  return useApiResource(ORDERS_PATHS.completed(page), getJson<CompletedOrdersPage>);
}

/** One order; null id waits. */
export function useOrder(id: string | null): SWRResponse<Order, ApiError> {
  return useApiResource(id === null ? null : ORDERS_PATHS.order(id), getJson<Order>);
}

/** POST /api/orders/shippingaddress; clears the cached orders. */
export function changeShippingAddress(
  client: ApiClient,
  request: ShippingAddressChangeRequest,
): Promise<unknown> {
  return client.send('POST', ORDERS_PATHS.shippingAddress, request, {
    category: 'Bestellingen',
    label: 'Bezorgadres wijzigen',
  });
}
