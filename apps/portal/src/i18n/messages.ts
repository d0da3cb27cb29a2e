import type catalogue from './nl.json';
import compiled from './compiled/nl.json';
import type { MessageFormatElement } from 'react-intl';

/** Every portal text has a stable content key in the one nl-NL catalogue. */
export type MessageId = keyof typeof catalogue;

export const LOCALE = 'nl-NL';
export const messages = compiled as unknown as Record<MessageId, MessageFormatElement[]>;
