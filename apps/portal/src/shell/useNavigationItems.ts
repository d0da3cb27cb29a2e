import type { NavItem } from '@vonk/ui';
import { reads, useRead } from '@vonk/domain';
import { useText } from '../i18n/useText.ts';
import { usePortal } from '../session/PortalContext.tsx';
import { buildNavigation } from './navigation.ts';

/** The main-menu data for this customer, from the preloaded facts (no request of its own). */
export function useNavigationItems(): NavItem[] {
  const t = useText();
  const { config } = usePortal();
  const { data: converged } = useRead(reads.converged);
  const { data: subscription } = useRead(reads.subscription);
  const { data: status } = useRead(reads.subscriptionStatus);
  const { data: features } = useRead(reads.features);
  return buildNavigation(
    { converged, subscription, status, features, externalUrls: config.externalUrls },
    t,
  );
}
