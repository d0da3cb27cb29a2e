import { Navigate } from 'react-router-dom';
import { EmptyState, Link, Spinner } from '@vonk/ui';
import { routePaths } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import { usePageData } from '../../shell/usePageData.ts';
import { useHouseholdState } from '../../sections/useHouseholdState.ts';
import pageMessages from '../../i18n/compiled/pages/klantvoordeel.json';
import screenMessages from '../../i18n/compiled/pages/klantvoordeel.HouseholdNotPossiblePage.json';
import { registerPageMessages } from '../../i18n/messages.ts';

registerPageMessages(pageMessages);
registerPageMessages(screenMessages);

/** /klantvoordeel/aanmelden-niet-mogelijk: why joining is not possible, and where to go (ADR 042). */
export function HouseholdNotPossiblePage() {
  const t = useText();
  const { data: state } = useHouseholdState(usePageData);
  if (!state) return <Spinner label={t('household.loading')} />;
  if (state.kind !== 'cannotJoin') return <Navigate to={routePaths.household.href()} replace />;
  return (
    <EmptyState
      title={t('household.notPossible.title')}
      action={
        <Link href={routePaths.dashboard.href()}>{t('household.notPossible.toDashboard')}</Link>
      }
    >
      {t(
        state.reason === 'noAddress'
          ? 'household.notPossible.noAddress'
          : 'household.notPossible.notAllowed',
      )}
    </EmptyState>
  );
}
