import { useRef, useState } from 'react';
import {
  Alert,
  Button,
  FocusTarget,
  Section,
  StatusTag,
  formatDateInText,
  formatTime,
} from '@vonk/ui';
import { reads, requestRemoteSupport, useApiClient } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import { usePageData } from '../../shell/usePageData.ts';
import { REMOTE_STATUS_TEXTS } from './outageTexts.ts';

/**
 * Spec §7.2 remote mechanic: with an open request (`/api/remotemechanic/open`) its state instead
 * of the button; else one tracked POST (`SS - Monteur op afstand`), then the open request shows.
 */
export function RemoteMechanic() {
  const t = useText();
  const client = useApiClient();
  const { data: open, mutate } = usePageData(reads.openRemoteSupportRequests);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  // Set once this visit's request went out: its status (or the failure) then takes the focus the
  // button had, which is gone (WCAG 2.4.3, ADR 141). An earlier request does not take focus.
  const [asked, setAsked] = useState(false);
  const sending = useRef(false);
  const request = open?.[0];

  const ask = async () => {
    if (sending.current) return; // one request, however often the button is pressed
    sending.current = true;
    setBusy(true);
    setFailed(false);
    try {
      if (!(await requestRemoteSupport(client))) setFailed(true);
      await mutate();
    } catch {
      setFailed(true);
    } finally {
      sending.current = false;
      setBusy(false);
      setAsked(true);
    }
  };

  return (
    <Section title={t('outages.remote.title')} headingLevel={2}>
      {request ? (
        <FocusTarget role="status" when={asked}>
          <p>
            {t('outages.remote.open', {
              date: formatDateInText(request.createdAt),
              time: formatTime(request.createdAt),
            })}{' '}
            <StatusTag tone="info">{t(REMOTE_STATUS_TEXTS[request.status])}</StatusTag>
          </p>
          <p>{t('outages.remote.openBody')}</p>
        </FocusTarget>
      ) : (
        <>
          <p>{t('outages.remote.intro')}</p>
          {failed && (
            <Alert tone="error" title={t('outages.remote.failed.title')}>
              {t('outages.remote.failed.body')}
            </Alert>
          )}
          <Button
            onClick={() => void ask()}
            loading={busy}
            loadingText={t('outages.remote.sending')}
          >
            {t('outages.remote.request')}
          </Button>
        </>
      )}
    </Section>
  );
}
