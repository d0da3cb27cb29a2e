import type { NavItem } from '@vonk/ui';
import { reads, transferStage, useRead } from '@vonk/domain';
import { useText } from '../i18n/useText.ts';
import { usePortal } from '../session/PortalContext.tsx';
import { buildNavigation } from './navigation.ts';

/**
 * The main-menu data for this customer, from the preloaded facts. "Overstappen afronden" follows
 * the transfer dossier's stage, as the dashboard's tile does, not the reference converged still
 * carries after the details were sent (issue #26). The link is in a drawer, so the dossier is read
 * only once one is opened (`drawerOpened`), and only for a customer with a reference: a page load
 * stays one round of reads (e2e/preload.spec.ts). The dashboard has read it already.
 */
export function useNavigationItems(drawerOpened: boolean): NavItem[] {
  const t = useText();
  const { config } = usePortal();
  const { data: converged } = useRead(reads.converged);
  const { data: subscription } = useRead(reads.subscription);
  const { data: status } = useRead(reads.subscriptionStatus);
  const { data: features } = useRead(reads.features);
  const { data: dossier } = useRead(
    drawerOpened && converged?.transferReference ? reads.transferDossier : null,
  );
  const transfer = dossier === undefined ? undefined : transferStage(converged, dossier);
  return buildNavigation(
    { converged, subscription, status, features, transfer, externalUrls: config.externalUrls },
    t,
  );
}
