import { useState } from 'react';
import { Alert, Button, Link, Spinner, Stack } from '@vonk/ui';
import { routePaths, unsubscribeHousehold, useApiClient } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import { useFocusWhen } from '../../sections/useFocusWhen.ts';
import { usePageData } from '../../shell/usePageData.ts';
import { useHouseholdState } from '../../sections/useHouseholdState.ts';
import pageMessages from '../../i18n/compiled/pages/klantvoordeel.json';
import screenMessages from '../../i18n/compiled/pages/klantvoordeel.HouseholdUnsubscribePage.json';
import { registerPageMessages } from '../../i18n/messages.ts';

registerPageMessages(pageMessages);
registerPageMessages(screenMessages);

/** /klantvoordeel/afmelden: what the customer loses, confirm, the result (ADR 042). */
export function HouseholdUnsubscribePage() {
  const t = useText();
  const client = useApiClient();
  const { data: state } = useHouseholdState(usePageData);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [failed, setFailed] = useState(false);
  const result = useFocusWhen(done);

  if (done) {
    return (
      <Stack gap="4">
        <Alert ref={result} tabIndex={-1} tone="success" title={t('household.unsubscribe.done')}>
          {t('household.unsubscribe.doneBody')}
        </Alert>
        <p>
          <Link href={routePaths.dashboard.href()}>{t('household.unsubscribe.toDashboard')}</Link>
        </p>
      </Stack>
    );
  }
  if (!state) return <Spinner label={t('household.loading')} />;
  if (state.kind !== 'member' && state.kind !== 'pending') {
    return <p>{t('household.unsubscribe.nothing')}</p>;
  }

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const answer = await unsubscribeHousehold(client);
      if (answer.success) setDone(true);
      else setFailed(true);
    } catch {
      setFailed(true);
    }
    setBusy(false);
  };

  return (
    <Stack gap="6">
      <p>{t('household.unsubscribe.intro')}</p>
      <ul>
        <li>{t('household.unsubscribe.loseDiscount')}</li>
        <li>{t('household.unsubscribe.loseData')}</li>
      </ul>
      {failed && (
        <Alert tone="error" title={t('household.unsubscribe.failed.title')}>
          {t('household.unsubscribe.failed.body')}
        </Alert>
      )}
      <Stack direction="row" gap="4" wrap>
        <Button
          variant="primary"
          onClick={() => void confirm()}
          loading={busy}
          loadingText={t('household.unsubscribe.sending')}
        >
          {t('household.unsubscribe.confirm')}
        </Button>
        <Link href={routePaths.household.href()}>{t('household.unsubscribe.cancel')}</Link>
      </Stack>
    </Stack>
  );
}
