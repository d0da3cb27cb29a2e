import type { Credit } from './credits.ts';
import type { PlannedMove } from './move.ts';
import type { NetworkMigrationOffer } from './networkMigration.ts';
import type {
  AvailableProduct,
  RecordingSettings,
  SecurityCustomer,
  SetTopBoxInfo,
  StreamingCustomer,
} from './productCatalogue.ts';
import type { TransferDossier, TransferStatusSummary } from './transfer.ts';
import type { TvSettings } from './tvSettings.ts';
import type { VodUsage, VoipUsage } from './usage.ts';
import type { VoipSettings } from './voip.ts';
import type { AppliedVoucher } from './vouchers.ts';

// The remaining spec §7.2 GETs the sandbox implements (paths as it serves them), merged into the
// path table so fetchers, hooks and the contract test type against one list.
declare module './paths.ts' {
  interface GetResponses {
    '/api/products/internet': AvailableProduct[];
    '/api/products/voip': AvailableProduct[];
    '/api/products/wifiextender': AvailableProduct[];
    '/api/products/tv': AvailableProduct[];
    '/api/products/recording': RecordingSettings;
    '/api/products/available': AvailableProduct[];
    '/api/settopboxes/info': SetTopBoxInfo;
    '/api/fsecure/customer': SecurityCustomer;
    '/api/entertainment/viaplay': StreamingCustomer;
    '/api/voipsettings': VoipSettings;
    '/api/usage/vod': VodUsage;
    '/api/usage/voip': VoipUsage;
    '/api/tvsettings': TvSettings | null;
    '/api/transfer': TransferDossier | null;
    '/api/transfer/status': TransferStatusSummary;
    '/api/changeoffer/networkmigration': NetworkMigrationOffer;
    '/api/credits': Credit[];
    '/api/move/address': PlannedMove | null;
    '/api/vouchers': AppliedVoucher[];
  }
}
