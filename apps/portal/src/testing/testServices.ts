import type { RuntimeConfig } from '@vonk/domain';
import { createRecordingAdapter } from '@vonk/domain';
import type { PortalServices } from '../session/PortalServices.ts';

/**
 * PortalServices for a unit test of one component: what the test names, and stand-ins for the rest
 * that fail loudly when touched (auth, client) or do nothing (errors, logger).
 */
export function testServices(overrides: Partial<PortalServices> = {}): PortalServices {
  return {
    config: { brand: { oldName: '', newName: '' }, externalUrls: {} } as unknown as RuntimeConfig,
    auth: {} as never,
    client: {} as never,
    errors: {
      onApiError: () => {},
      onNeededRead: () => {},
      onUnhandled: () => {},
      onHandled: () => {},
      leaveMaintenance: () => {},
    },
    tracking: createRecordingAdapter(),
    logger: { warn: async () => {}, error: async () => {} },
    ...overrides,
  };
}
