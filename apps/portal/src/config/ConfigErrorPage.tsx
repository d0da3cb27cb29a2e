import { Button, ErrorState, VonkProvider } from '@vonk/ui';
import { PortalIntlProvider } from '../i18n/PortalIntlProvider.tsx';
import { useText } from '../i18n/useText.ts';

function ConfigError() {
  const t = useText();
  return (
    <main>
      <ErrorState
        heading={t('config.error.title')}
        action={<Button onClick={() => location.reload()}>{t('config.error.retry')}</Button>}
      >
        {t('config.error.body')}
      </ErrorState>
    </main>
  );
}

/** Shown when config.json is missing or invalid: nothing else can start without it. */
export function ConfigErrorPage() {
  return (
    <PortalIntlProvider>
      <VonkProvider>
        <ConfigError />
      </VonkProvider>
    </PortalIntlProvider>
  );
}
