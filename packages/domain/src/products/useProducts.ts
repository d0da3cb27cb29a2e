import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { useRead } from '../cache/useRead.ts';
import * as productReads from './reads.ts';
import type { TvAddress } from './urls.ts';
import type { AvailableProduct, ProductCategory, RecordingSettings } from './schema.ts';

type Products = SWRResponse<AvailableProduct[], ApiError>;

/** Internet products, 30 s. */
export const useInternetProducts = (): Products => useRead(productReads.internetProducts);
/** VoIP products, 30 s. */
export const useVoipProducts = (): Products => useRead(productReads.voipProducts);
/** Wi-Fi extenders, 30 s. */
export const useWifiExtenderProducts = (): Products => useRead(productReads.wifiExtenderProducts);

/** TV products, for the customer's own or another address; 30 s. */
export function useTvProducts(address?: TvAddress): Products {
  return useRead(productReads.tvProducts, { address });
}

/** Available products, optionally of one category; 30 s. */
export function useAvailableProducts(category?: ProductCategory): Products {
  return useRead(productReads.availableProducts, { category });
}

/** Cloud-recording settings, 30 s. */
export function useRecordingSettings(): SWRResponse<RecordingSettings, ApiError> {
  return useRead(productReads.recordingSettings);
}
