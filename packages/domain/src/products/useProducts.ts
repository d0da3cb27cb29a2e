import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import type { ApiClient } from '../client/createApiClient.ts';
import { useApiGet } from '../cache/useApiGet.ts';
import { useApiResource } from '../cache/useApiResource.ts';
import type {
  Address,
  AvailableProduct,
  ProductCategory,
  RecordingSettings,
} from '../contract/index.ts';
import { PRODUCTS_PATHS } from './productsPaths.ts';

type Products = SWRResponse<AvailableProduct[], ApiError>;
const getList = (client: ApiClient, url: string) => client.getJson<AvailableProduct[]>(url);

/** Internet products, 30 s. */
export const useInternetProducts = (): Products => useApiGet(PRODUCTS_PATHS.internet);
/** VoIP products, 30 s. */
export const useVoipProducts = (): Products => useApiGet(PRODUCTS_PATHS.voip);
/** Wi-Fi extenders, 30 s. */
export const useWifiExtenderProducts = (): Products => useApiGet(PRODUCTS_PATHS.wifiExtender);

/** TV products, for the customer's own or another address; 30 s. */
export function useTvProducts(
  address?: Pick<Address, 'postalCode' | 'houseNumber' | 'houseNumberAddition'>,
): Products {
  return useApiResource(address ? PRODUCTS_PATHS.tvAt(address) : PRODUCTS_PATHS.tv, getList);
}

/** Available products, optionally of one category; 30 s. */
export function useAvailableProducts(category?: ProductCategory): Products {
  return useApiResource(PRODUCTS_PATHS.available(category), getList);
}

/** Cloud-recording settings, 30 s. */
export function useRecordingSettings(): SWRResponse<RecordingSettings, ApiError> {
  return useApiGet(PRODUCTS_PATHS.recording);
}
