/**
 * The portal's one locale: its texts, dates and amounts are nl-NL. A module of its own so that
 * the build's early script (warmLanding.ts) can be given it without the message catalogue.
 */
export const LOCALE = 'nl-NL';
