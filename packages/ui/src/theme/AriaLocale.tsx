import { use } from 'react';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria';
import { LocaleContext } from './localeContext.ts';

/**
 * VonkProvider's locale for react-aria's own strings, number formats, typeahead and direction.
 * Rendered by each component whose react-aria hooks use the locale (Menu, Popover, Tabs,
 * ProgressBar), around them, so VonkProvider itself stays free of react-aria (issue #34).
 */
export function AriaLocale({ children }: { children: ReactNode }) {
  return <I18nProvider locale={use(LocaleContext)}>{children}</I18nProvider>;
}
