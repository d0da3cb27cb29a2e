// The preference GETs, one export each (ADR 102).
import { read, returns } from '../endpoint/endpoint.ts';
import type { DisplayPreferences } from './schema.ts';

/**
 * Issue #30 (ADR 142): text size, reduced motion, high contrast and large-print invoices. The
 * shell reads it with its boot reads and applies it before it paints; the spec's §7.3 does not
 * name it, so it has the 30-s default (ADR 124).
 */
export const displayPreferences = read('/api/account/preferences', returns<DisplayPreferences>());
