import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { LOCALE, messages } from './messages.ts';

export function PortalIntlProvider({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale={LOCALE} defaultLocale={LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  );
}
