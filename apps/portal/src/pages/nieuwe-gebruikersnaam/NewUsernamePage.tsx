import { routePaths } from '@vonk/domain';
import { Button, Link, Stack } from '@vonk/ui';
import { useText } from '../../i18n/useText.ts';
import { usePortal } from '../../session/PortalContext.tsx';
import { PublicPage } from '../../shell/PublicPage.tsx';
import pageMessages from '../../i18n/compiled/pages/nieuwe-gebruikersnaam.json';
import { registerPageMessages } from '../../i18n/messages.ts';

registerPageMessages(pageMessages);

/**
 * Spec §2.1 /nieuwe-gebruikersnaam: the success page after a new primary e-mail address was set
 * (POST /api/account/setPrimaryEmailAdress). Public, so nothing about the account is shown: the
 * spec gives the page no data, and the new address is not in the URL. The way forward is logging
 * in (through /dashboard, which starts the login) and the service site. Only the address changes
 * (the call takes just `primaryEmailAddress`), so the page says the password stays the same.
 */
export function NewUsernamePage() {
  const t = useText();
  const { config } = usePortal();
  return (
    <PublicPage title={t('route.nieuweGebruikersnaam')}>
      <Stack gap="5">
        <div>
          <p>{t('newUsername.body')}</p>
          <p>{t('newUsername.hint')}</p>
        </div>
        <Stack direction="row" gap="5" wrap align="center">
          <Button href={routePaths.dashboard.href()}>{t('newUsername.login')}</Button>
          {config.externalUrls.service && (
            <Link href={config.externalUrls.service}>{t('newUsername.service')}</Link>
          )}
        </Stack>
      </Stack>
    </PublicPage>
  );
}
