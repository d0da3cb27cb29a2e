import { createContext, useContext } from 'react';
import type { PortalServices } from './PortalServices.ts';

export const PortalContext = createContext<PortalServices | null>(null);

/** The services the portal was started with (config, auth, client, errors, tracking). */
export function usePortal(): PortalServices {
  const services = useContext(PortalContext);
  if (!services) throw new Error('usePortal outside PortalContext');
  return services;
}
