import { createContext, useContext } from 'react';
import type { Auth, RuntimeConfig, TrackingPort } from '@vonk/domain';

export interface PortalServices {
  config: RuntimeConfig;
  auth: Auth;
  /** Hands an error nobody handled to the error catalogue (spec §8). */
  reportError: (error: unknown) => void;
  /** Where analytics hits go (spec §7.4): the data layer in the app, a recorder in stories. */
  tracking: TrackingPort;
  /** Today's date for date-bound notices; injectable for stories (default: the clock). */
  today?: () => Date;
}

export const PortalContext = createContext<PortalServices | null>(null);

/** The runtime config and auth the portal was started with. */
export function usePortal(): PortalServices {
  const services = useContext(PortalContext);
  if (!services) throw new Error('usePortal outside PortalContext');
  return services;
}
