import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Spinner } from '@vonk/ui';
import { routePaths, showHouseholdLink, useSubscription } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';

/**
 * Spec §2.3: Klantvoordeel only with current internet, as its menu link. The shell's guard facts
 * do not carry the subscription (a §2.5 preload), so the pages check it here (ADR 042).
 */
export function HouseholdGate({ children }: { children: ReactNode }) {
  const t = useText();
  const subscription = useSubscription();
  if (subscription.data === undefined && !subscription.error) {
    return <Spinner label={t('household.loading')} />;
  }
  if (subscription.data && !showHouseholdLink(subscription.data)) {
    return <Navigate to={routePaths.dashboard.href()} replace />;
  }
  return <>{children}</>;
}
