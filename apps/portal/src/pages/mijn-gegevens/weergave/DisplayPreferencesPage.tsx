import { Stack } from '@vonk/ui';
import { reads } from '@vonk/domain';
import type { DisplayPreferences } from '@vonk/domain';
import { useText } from '../../../i18n/useText.ts';
import { usePageData } from '../../../shell/usePageData.ts';
import { applyDisplayPreferences } from '../../../shell/displayPreferences.ts';
import { DisplayPreferencesForm } from './DisplayPreferencesForm.tsx';
import pageMessages from '../../../i18n/compiled/pages/mijn-gegevens.json';
import { registerPageMessages } from '../../../i18n/messages.ts';
import folderMessages from '../../../i18n/compiled/pages/mijn-gegevens.weergave.json';

registerPageMessages(pageMessages);
registerPageMessages(folderMessages);

/**
 * /mijn-gegevens/weergave (issue #30, ADR 142): how the customer wants Mijn Vonk and their invoices
 * shown, kept with the account (GET/PUT /api/account/preferences). A save applies on screen at once
 * and on every device at its next login, before the shell paints.
 */
export function DisplayPreferencesPage() {
  const t = useText();
  const preferences = usePageData(reads.displayPreferences);
  const saved = async (chosen: DisplayPreferences) => {
    applyDisplayPreferences(chosen);
    await preferences.mutate();
  };
  return (
    <Stack gap="5">
      <p>{t('display.intro')}</p>
      {preferences.data && (
        <DisplayPreferencesForm preferences={preferences.data} onSaved={saved} />
      )}
    </Stack>
  );
}
