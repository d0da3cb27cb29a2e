import type catalogue from './nl.json';
import compiled from './compiled/nl.json';
import type { MessageElements } from './textFormat.ts';

/** Every portal text has a stable content key in the one nl-NL catalogue. */
export type MessageId = keyof typeof catalogue;

/** Precompiled texts (ICU ASTs) by content key; the JSON import types the AST loosely. */
export type CompiledMessages = Partial<Record<MessageId, readonly unknown[]>>;

export { LOCALE } from './locale.ts';

/**
 * The texts the portal formats (textFormat.ts): the entry's part of the catalogue, plus each page's part once its
 * module has loaded (ADR 031). One object, handed to the formatter, that page parts extend.
 */
export const messages = { ...compiled } as Record<string, MessageElements>;

/**
 * Adds a page's part of the catalogue (src/i18n/compiled/pages/<page>.json, written by
 * `npm run i18n`): called once at the top of the page's module, so its texts arrive with its
 * route chunk and are there before it renders.
 */
export function registerPageMessages(part: CompiledMessages): void {
  Object.assign(messages, part);
}
