import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import {
  Alert,
  Button,
  Checkbox,
  CheckboxGroup,
  DescriptionList,
  Spinner,
  Stack,
  formatAddressLine,
  formatPhoneNumber,
} from '@vonk/ui';
import {
  householdPhoneNumbers,
  routePaths,
  subscribeHousehold,
  useAccount,
  useApiClient,
} from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import { useHouseholdState } from './useHouseholdState.ts';
import pageMessages from '../../i18n/compiled/pages/klantvoordeel.json';
import { registerPageMessages } from '../../i18n/messages.ts';

registerPageMessages(pageMessages);

/**
 * /klantvoordeel/aanmelden: confirm the address and the mobile numbers that join, then one tracked
 * POST ('SS - Aanmelden Klantvoordeel') and on to the pending page (ADR 042).
 */
export function HouseholdSignUpPage() {
  const t = useText();
  const client = useApiClient();
  const navigate = useNavigate();
  const account = useAccount();
  const { data, state } = useHouseholdState();
  const numbers = householdPhoneNumbers(account.data?.contactInformation ?? []);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!data || !state) return <Spinner label={t('household.loading')} />;
  if (state !== 'canJoin' && !busy) return <Navigate to={routePaths.household.href()} replace />;
  const selected = chosen ?? numbers;

  const submit = async () => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const result = await subscribeHousehold(client, { phoneNumbers: selected });
      if (result.success) {
        await navigate(routePaths.householdPending.href());
        return;
      }
      setProblem(result.message ?? t('household.signUp.failed.body'));
    } catch {
      setProblem(t('household.signUp.failed.body'));
    }
    setBusy(false);
  };

  return (
    <Stack gap="6">
      <p>{t('household.signUp.intro')}</p>
      {problem && (
        <Alert tone="error" title={t('household.signUp.failed.title')}>
          {problem}
        </Alert>
      )}
      <DescriptionList
        items={[
          {
            id: 'address',
            term: t('household.field.address'),
            description: formatAddressLine(data.subscribeAddress!, { withPostcode: true }),
          },
        ]}
      />
      {numbers.length > 0 && (
        <CheckboxGroup
          label={t('household.signUp.numbers')}
          description={t('household.signUp.numbersHint')}
          value={selected}
          onChange={setChosen}
        >
          {numbers.map((number) => (
            <Checkbox key={number} value={number}>
              {formatPhoneNumber(number)}
            </Checkbox>
          ))}
        </CheckboxGroup>
      )}
      <div>
        <Button
          onClick={() => void submit()}
          loading={busy}
          loadingText={t('household.signUp.sending')}
        >
          {t('household.signUp.submit')}
        </Button>
      </div>
    </Stack>
  );
}
