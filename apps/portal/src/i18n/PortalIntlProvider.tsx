import type { ReactNode } from 'react';
import { LOCALE, messages } from './messages.ts';
import { TextFormatContext, createTextFormat } from './textFormat.ts';

/** One formatter for the page load: the catalogue object grows as page parts register. */
const formatText = createTextFormat(LOCALE, messages);

/** The nl-NL texts for `useText` (ADR 031, ADR 102). */
export function PortalIntlProvider({ children }: { children: ReactNode }) {
  return <TextFormatContext value={formatText}>{children}</TextFormatContext>;
}
