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
  reads,
  routePaths,
  subscribeHousehold,
  useApiClient,
  useRead,
} from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import { usePageData } from '../../shell/usePageData.ts';
import { useHouseholdState } from '../../sections/useHouseholdState.ts';
import { BenefitWorth } from './BenefitWorth.tsx';
import pageMessages from '../../i18n/compiled/pages/klantvoordeel.json';
import screenMessages from '../../i18n/compiled/pages/klantvoordeel.HouseholdSignUpPage.json';
import { registerPageMessages } from '../../i18n/messages.ts';

registerPageMessages(pageMessages);
registerPageMessages(screenMessages);

/**
 * /klantvoordeel/aanmelden: confirm the address and the mobile numbers that join, then one tracked
 * POST ('SS - Aanmelden Klantvoordeel') and on to the pending page (ADR 042).
 */
export function HouseholdSignUpPage() {
  const t = useText();
  const client = useApiClient();
  const navigate = useNavigate();
  const account = useRead(reads.account);
  const { data: state } = useHouseholdState(usePageData);
  const numbers = householdPhoneNumbers(account.data?.contactInformation ?? []);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [noneChosen, setNoneChosen] = useState(false);
  if (!state) return <Spinner label={t('household.loading')} />;
  if (state.kind !== 'canJoin' && !busy)
    return <Navigate to={routePaths.household.href()} replace />;
  const selected = chosen ?? numbers;
  const address = state.kind === 'canJoin' ? state.address : null;

  const submit = async () => {
    if (busy) return;
    // The benefit is for mobile numbers: with numbers to choose from, at least one joins.
    // Without any known, the spec's default empty body lets the mobile side find them.
    if (numbers.length > 0 && selected.length === 0) {
      setNoneChosen(true);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const result = await subscribeHousehold(
        client,
        numbers.length > 0 ? { phoneNumbers: selected } : {},
      );
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
      <BenefitWorth />
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
            description: address && formatAddressLine(address, { withPostcode: true }),
          },
        ]}
      />
      {numbers.length > 0 && (
        <CheckboxGroup
          label={t('household.signUp.numbers')}
          description={t('household.signUp.numbersHint')}
          value={selected}
          onChange={(value) => {
            setChosen(value);
            if (value.length > 0) setNoneChosen(false);
          }}
          required
          errorMessage={noneChosen ? t('household.signUp.numbersRequired') : undefined}
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
