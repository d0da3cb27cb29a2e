import { createContext } from 'react';

/**
 * The locale VonkProvider is given (default nl-NL). react-aria reads it through `AriaLocale`,
 * which only the components built on react-aria render, so a page without one does not load
 * react-aria's i18n provider (issue #34).
 */
export const LocaleContext = createContext('nl-NL');
