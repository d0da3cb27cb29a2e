// The portal's texts, formatted from their precompiled ICU ASTs (ADR 031) by a few lines of its
// own (issue #34). The catalogue only uses plain text, `{argument}`, `{n, plural, …}` and `#`;
// intl-messageformat formatted those and much more (selects, numbers, dates, tags, its caches:
// about 3 kB gzip in the entry every page loads). Its output is kept to the letter: an argument is
// its value as a string, a plural picks `=n` and then the locale's plural rule, `#` is the number
// in the locale's format. A text that is missing or fails to format (a missing value, an element
// the catalogue never uses, a text that is not precompiled) shows its content key and is reported
// in development; `precompiled.test.ts` formats every catalogue text, so a new kind fails there.
import { createContext } from 'react';

/** The ICU AST element kinds `npm run i18n` writes that the portal formats (formatjs's TYPE). */
const LITERAL = 0;
const ARGUMENT = 1;
const PLURAL = 6;
const POUND = 7;

/** One element of a precompiled text, as formatjs's compiler writes it. */
export type MessageElement =
  | { type: typeof LITERAL; value: string }
  | { type: typeof ARGUMENT; value: string }
  | {
      type: typeof PLURAL;
      value: string;
      options: Record<string, { value: MessageElements }>;
      offset: number;
      pluralType: 'cardinal' | 'ordinal';
    }
  | { type: typeof POUND };
/** A precompiled text: the ICU AST `npm run i18n` writes (ADR 031). */
export type MessageElements = readonly MessageElement[];
export type TextValues = Record<string, string | number>;
/** Formats the text with this content key; the key itself when it is missing or fails. */
export type FormatText = (id: string, values?: TextValues) => string;

/** As react-intl's default: a console error in development, silence in production. */
function reportInDevelopment(error: Error): void {
  if (import.meta.env.DEV) console.error(error);
}

function format(
  elements: MessageElements,
  values: TextValues,
  locale: string,
  pound?: number,
): string {
  let text = '';
  for (const element of elements) {
    if (element.type === LITERAL) {
      text += element.value;
    } else if (element.type === POUND) {
      if (pound === undefined) throw new Error('# outside a plural');
      text += pound.toLocaleString(locale);
    } else if (element.type === ARGUMENT || element.type === PLURAL) {
      const name = element.value;
      if (!(name in values)) throw new Error(`The value "${name}" was not provided`);
      const value = values[name];
      if (element.type === ARGUMENT) {
        text += String(value);
        continue;
      }
      const count = Number(value) - element.offset;
      const rule = new Intl.PluralRules(locale, { type: element.pluralType }).select(count);
      const option =
        element.options[`=${String(value)}`] ?? element.options[rule] ?? element.options.other;
      if (!option) throw new Error(`No plural option for ${String(value)} in "${name}"`);
      text += format(option.value, values, locale, count);
    } else {
      // Kinds the catalogue does not use (select, number, date, tags): precompiled.test.ts.
      throw new Error(`An ICU element of type ${(element as { type: number }).type}`);
    }
  }
  return text;
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
  return (id, values = {}) => {
    const message = messages[id];
    if (message === undefined) {
      onError(new Error(`Missing message "${id}" for locale ${locale}`));
      return id;
    }
    try {
      if (typeof message === 'string') throw new Error('not precompiled (no ICU parser ships)');
      return format(message, values, locale);
    } catch (cause) {
      onError(new Error(`Text "${id}" failed to format: ${(cause as Error).message}`, { cause }));
      return id;
    }
  };
}

/** The portal's text formatter, given by PortalIntlProvider. */
export const TextFormatContext = createContext<FormatText | null>(null);
