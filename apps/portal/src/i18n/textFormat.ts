// The portal's texts, formatted by formatjs's ICU engine (intl-messageformat) without react-intl
// (ADR 102). The portal only ever formats catalogue texts to strings (`useText`); react-intl's
// `createIntl` built every other formatter too (dates, numbers, lists, relative times, display
// names: @formatjs/intl, about 4 kB gzip in the entry), none of which the portal calls. What
// react-intl's formatMessage did for it is kept: one compiled formatter per text, and a text that
// is missing or fails to format shows its content key and is reported in development.
import { createContext } from 'react';
import { IntlMessageFormat } from 'intl-messageformat';

/** A precompiled text: the ICU AST `npm run i18n` writes (ADR 031). */
export type MessageElements = Exclude<ConstructorParameters<typeof IntlMessageFormat>[0], string>;
export type TextValues = Record<string, string | number>;
/** Formats the text with this content key; the key itself when it is missing or fails. */
export type FormatText = (id: string, values?: TextValues) => string;

/** As react-intl's default: a console error in development, silence in production. */
function reportInDevelopment(error: Error): void {
  if (import.meta.env.DEV) console.error(error);
}

/**
 * The formatter of `messages`, read at each call (page parts registered later count). A string
 * instead of an AST fails to format: the build ships no ICU parser (ADR 031).
 */
export function createTextFormat(
  locale: string,
  messages: Readonly<Record<string, MessageElements | string>>,
  onError: (error: Error) => void = reportInDevelopment,
): FormatText {
  const formats = new Map<string, IntlMessageFormat>();
  return (id, values) => {
    const message = messages[id];
    if (message === undefined) {
      onError(new Error(`Missing message "${id}" for locale ${locale}`));
      return id;
    }
    try {
      let format = formats.get(id);
      if (!format) {
        format = new IntlMessageFormat(message, locale);
        formats.set(id, format);
      }
      return String(format.format(values));
    } catch (cause) {
      onError(new Error(`Text "${id}" failed to format: ${(cause as Error).message}`, { cause }));
      return id;
    }
  };
}

/** The portal's text formatter, given by PortalIntlProvider. */
export const TextFormatContext = createContext<FormatText | null>(null);
