import { Navigate } from 'react-router-dom';
import { EmptyState, Link, Spinner } from '@vonk/ui';
import { householdNotPossibleReason, routePaths } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import { useHouseholdState } from './useHouseholdState.ts';
import pageMessages from '../../i18n/compiled/pages/klantvoordeel.json';
import { registerPageMessages } from '../../i18n/messages.ts';

registerPageMessages(pageMessages);

/** /klantvoordeel/aanmelden-niet-mogelijk: why joining is not possible, and where to go (ADR 042). */
export function HouseholdNotPossiblePage() {
  const t = useText();
  const { data, state } = useHouseholdState();
  if (!data || !state) return <Spinner label={t('household.loading')} />;
  if (state !== 'notPossible') return <Navigate to={routePaths.household.href()} replace />;
  const reason = householdNotPossibleReason(data);
  return (
    <EmptyState
      title={t('household.notPossible.title')}
      action={
        <Link href={routePaths.dashboard.href()}>{t('household.notPossible.toDashboard')}</Link>
      }
    >
      {t(
        reason === 'noAddress'
          ? 'household.notPossible.noAddress'
          : 'household.notPossible.notAllowed',
      )}
    </EmptyState>
  );
}
