import { DownloadButton, Stack, StatusTag, formatDateInText } from '@vonk/ui';
import { downloadGdprData, useApiClient } from '@vonk/domain';
import type { GdprAvailability } from '@vonk/domain';
import { useText } from '../i18n/useText.ts';
import sharedMessages from '../i18n/compiled/shared/sections/PrivacyDataRequest.json';
import { registerPageMessages } from '../i18n/messages.ts';

// Texts it shares with other pages and sections (ADR 084), not in the entry.
registerPageMessages(sharedMessages);

/**
 * The privacy data request (inzageverzoek): its state and, once prepared, the download saved as
 * gdprdata.txt (spec §7.2). Shared by /download-inzageverzoek and the section on /mijn-gegevens.
 */
export function PrivacyDataRequest({ availability }: { availability: GdprAvailability }) {
  const t = useText();
  const client = useApiClient();
  if (!availability.available) {
    return (
      <Stack gap="3">
        <p>
          <StatusTag tone="warning">{t('inzage.state.preparing')}</StatusTag>
        </p>
        <p>{t('inzage.preparing.body')}</p>
      </Stack>
    );
  }
  return (
    <Stack gap="3">
      <p>
        <StatusTag tone="success">{t('inzage.state.ready')}</StatusTag>
      </p>
      <p>
        {availability.preparedOn
          ? t('inzage.ready.since', { date: formatDateInText(availability.preparedOn) })
          : t('inzage.ready.body')}
      </p>
      <div>
        <DownloadButton
          download={() => downloadGdprData(client)}
          loadingText={t('inzage.downloading')}
          errorMessage={t('inzage.downloadFailed')}
        >
          {t('inzage.download')}
        </DownloadButton>
      </div>
    </Stack>
  );
}
