import { Navigate } from 'react-router-dom';
import { Card, Link, Spinner, Stack, formatAddressLine } from '@vonk/ui';
import { routePaths } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import { usePageData } from '../../shell/usePageData.ts';
import { useHouseholdState } from '../../sections/useHouseholdState.ts';
import { BenefitWorth } from './BenefitWorth.tsx';
import pageMessages from '../../i18n/compiled/pages/klantvoordeel.json';
import screenMessages from '../../i18n/compiled/pages/klantvoordeel.HouseholdPage.json';
import { registerPageMessages } from '../../i18n/messages.ts';

registerPageMessages(pageMessages);
registerPageMessages(screenMessages);

/**
 * Spec §2.2 /klantvoordeel: the root decides (ADR 042). Active: what the benefit is and a way to
 * stop; pending: the pending page; may join: aanmelden; otherwise aanmelden-niet-mogelijk.
 */
export function HouseholdPage() {
  const t = useText();
  const { data: state } = useHouseholdState(usePageData);
  if (!state) return <Spinner label={t('household.loading')} />;
  if (state.kind === 'pending') return <Navigate to={routePaths.householdPending.href()} replace />;
  if (state.kind === 'canJoin') return <Navigate to={routePaths.householdSignUp.href()} replace />;
  if (state.kind === 'cannotJoin') {
    return <Navigate to={routePaths.householdSignUpNotPossible.href()} replace />;
  }
  return (
    <Stack gap="6">
      <Card title={t('household.active.title')} headingLevel={2}>
        <p>
          {t('household.active.body', {
            address: formatAddressLine(state.address, { withPostcode: true }),
          })}
        </p>
        <ul>
          <li>{t('household.benefit.discount')}</li>
          <li>{t('household.benefit.data')}</li>
        </ul>
      </Card>
      <BenefitWorth />
      <p>
        <Link href={routePaths.householdUnsubscribe.href()}>{t('household.active.stop')}</Link>
      </p>
    </Stack>
  );
}
