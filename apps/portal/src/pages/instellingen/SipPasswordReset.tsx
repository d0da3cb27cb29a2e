import { useState } from 'react';
import { Alert, Button, Stack } from '@vonk/ui';
import { isSoftFailure, resetSipPassword, useApiClient } from '@vonk/domain';
import type { VoipLine } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import { useFocusWhen } from '../../sections/useFocusWhen.ts';

type State =
  | { step: 'idle' }
  | { step: 'confirm' }
  | { step: 'busy' }
  | { step: 'shown'; password: string; copied: boolean }
  | { step: 'failed' };

/**
 * Spec §7.2 SIP password reset: the new password is shown once, here, with a copy action and a
 * warning that it will not be shown again. It lives only in this component's state: leaving the
 * page forgets it, and it is never cached, stored or logged. Asks first: the phone stops working
 * until the new password is set in it.
 */
export function SipPasswordReset({
  line,
  onSaved,
}: {
  line: VoipLine;
  onSaved: () => Promise<unknown>;
}) {
  const t = useText();
  const client = useApiClient();
  const [state, setState] = useState<State>({ step: 'idle' });
  const showing = state.step === 'shown';
  const shown = useFocusWhen(showing);

  const reset = async () => {
    setState({ step: 'busy' });
    try {
      const result = await resetSipPassword(client, line.phoneNumber);
      if (isSoftFailure(result) || !result.sipPassword) return setState({ step: 'failed' });
      setState({ step: 'shown', password: result.sipPassword, copied: false });
      await onSaved();
    } catch {
      setState({ step: 'failed' });
    }
  };

  return (
    <Stack gap="3">
      <p>{t('settings.sip.intro', { username: line.sipUsername })}</p>
      {state.step === 'shown' && (
        <Alert ref={shown} tabIndex={-1} tone="warning" title={t('settings.sip.once')}>
          <Stack gap="3">
            <p>
              {t('settings.sip.new')} <code data-sip-password>{state.password}</code>
            </p>
            <div>
              <Button
                variant="secondary"
                onClick={() =>
                  void navigator.clipboard
                    ?.writeText(state.password)
                    .then(() => setState({ ...state, copied: true }))
                    .catch(() => undefined)
                }
              >
                {t('settings.sip.copy')}
              </Button>
            </div>
            <div role="status">{state.copied && t('settings.sip.copied')}</div>
          </Stack>
        </Alert>
      )}
      {state.step === 'failed' && <Alert tone="error" title={t('settings.sip.failed')} />}
      {state.step === 'confirm' ? (
        <Stack gap="3">
          <p>{t('settings.sip.confirm')}</p>
          <Stack direction="row" gap="3" wrap>
            <Button onClick={() => void reset()}>{t('settings.sip.confirmYes')}</Button>
            <Button variant="secondary" onClick={() => setState({ step: 'idle' })}>
              {t('settings.sip.cancel')}
            </Button>
          </Stack>
        </Stack>
      ) : (
        state.step !== 'shown' && (
          <div>
            <Button
              variant="secondary"
              loading={state.step === 'busy'}
              loadingText={t('settings.saving')}
              onClick={() => setState({ step: 'confirm' })}
            >
              {t('settings.sip.reset')}
            </Button>
          </div>
        )
      )}
    </Stack>
  );
}
