import type { NavItem } from '@vonk/ui';
import { useConverged, useFeatures, useSubscription, useSubscriptionStatus } from '@vonk/domain';
import { useText } from '../i18n/useText.ts';
import { usePortal } from '../session/PortalContext.tsx';
import { buildNavigation } from './navigation.ts';

/** The main-menu data for this customer, from the preloaded facts (no request of its own). */
export function useNavigationItems(): NavItem[] {
  const t = useText();
  const { config } = usePortal();
  const { data: converged } = useConverged();
  const { data: subscription } = useSubscription();
  const { data: status } = useSubscriptionStatus();
  const { data: features } = useFeatures();
  return buildNavigation(
    { converged, subscription, status, features, externalUrls: config.externalUrls },
    t,
  );
}
