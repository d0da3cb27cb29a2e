import { formatAddressLine } from '@vonk/ui';
import { routePaths, useRead } from '@vonk/domain';
import type { HouseholdState } from '@vonk/domain';
import type { MessageId } from '../../i18n/messages.ts';
import { useText } from '../../i18n/useText.ts';
import { useHouseholdState } from '../../sections/useHouseholdState.ts';
import { DashboardTile } from './DashboardTile.tsx';

const SUMMARY = {
  canJoin: 'dashboard.household.possible',
  pending: 'dashboard.household.pending',
  cannotJoin: 'dashboard.household.notPossible',
} as const satisfies Record<Exclude<HouseholdState['kind'], 'member'>, MessageId>;

/**
 * Klantvoordeel on the dashboard: a summary of the /klantvoordeel page, rendered from the same
 * `householdState` (issue #26), so it cannot invite a customer who may not join, is waiting, or
 * has just signed up. Shown only with current internet (spec §2.3), like the route.
 */
export function HouseholdTile() {
  const t = useText();
  return (
    <DashboardTile
      title={t('dashboard.household.title')}
      resource={useHouseholdState(useRead)}
      link={{ href: routePaths.household.href(), text: t('dashboard.household.link') }}
    >
      {(state) => (
        <p>
          {state.kind === 'member'
            ? t('dashboard.household.active', { address: formatAddressLine(state.address) })
            : t(SUMMARY[state.kind])}
        </p>
      )}
    </DashboardTile>
  );
}
