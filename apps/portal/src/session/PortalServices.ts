import type { ApiClient, Auth, Logger, RuntimeConfig, TrackingPort } from '@vonk/domain';
import type { ErrorEffects } from './createErrorEffects.ts';

/**
 * Everything the portal runs on, as one object: built once per page load by
 * `createPortalServices` (the app and the page stories alike), handed to the route table's
 * loaders and to the components through PortalContext.
 */
export interface PortalServices {
  config: RuntimeConfig;
  auth: Auth;
  /** The one API client; its writes report to `tracking` (spec §7.2). */
  client: ApiClient;
  /** The error catalogue's effects (spec §8): API errors and errors nobody handled. */
  errors: ErrorEffects;
  /** Where analytics hits go (spec §7.4): the data layer in the app, a recorder in stories. */
  tracking: TrackingPort;
  logger: Pick<Logger, 'warn' | 'error'>;
  /** Today's date for date-bound notices; injectable for stories (default: the clock). */
  today?: () => Date;
}
