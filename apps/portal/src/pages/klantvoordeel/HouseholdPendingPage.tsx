import { Navigate } from 'react-router-dom';
import {
  Alert,
  DescriptionList,
  Spinner,
  Stack,
  formatAddressLine,
  formatDateInText,
  formatPhoneNumber,
} from '@vonk/ui';
import { routePaths } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import { usePageData } from '../../shell/usePageData.ts';
import { useHouseholdState } from '../../sections/useHouseholdState.ts';
import pageMessages from '../../i18n/compiled/pages/klantvoordeel.json';
import screenMessages from '../../i18n/compiled/pages/klantvoordeel.HouseholdPendingPage.json';
import { registerPageMessages } from '../../i18n/messages.ts';

registerPageMessages(pageMessages);
registerPageMessages(screenMessages);

/**
 * /klantvoordeel/verstuurd/aanmelding-in-behandeling: the sign-up waits on the mobile side
 * (`GET /api/household/registration`); a revisit shows it until it is completed (ADR 042).
 */
export function HouseholdPendingPage() {
  const t = useText();
  const { data: state } = useHouseholdState(usePageData);
  if (!state) return <Spinner label={t('household.loading')} />;
  if (state.kind !== 'pending') return <Navigate to={routePaths.household.href()} replace />;
  const { registration } = state;
  const withNumbers = registration.phoneNumbers.length > 0;
  return (
    <Stack gap="6">
      <Alert tone="info" title={t('household.pending.title')}>
        {t(withNumbers ? 'household.pending.body' : 'household.pending.bodyWithoutNumbers')}
      </Alert>
      <DescriptionList
        items={[
          {
            id: 'requested',
            term: t('household.field.requestedAt'),
            description: formatDateInText(registration.requestedAt),
          },
          {
            id: 'address',
            term: t('household.field.address'),
            description: formatAddressLine(registration.address, { withPostcode: true }),
          },
          ...(withNumbers
            ? [
                {
                  id: 'numbers',
                  term: t('household.field.numbers'),
                  description: registration.phoneNumbers.map(formatPhoneNumber).join(', '),
                },
              ]
            : []),
        ]}
      />
    </Stack>
  );
}
