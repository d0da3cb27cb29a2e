import type { MutationReport } from '../client/MutationReport.ts';
import { redactSecrets } from '../redaction/redactSecrets.ts';
import type { TrackingEvent } from './TrackingEvent.ts';
import type { TrackingPort } from './trackingPort.ts';

/** Spec §9: tracking categories are prefixed 'SS - '. */
export const CATEGORY_PREFIX = 'SS - ';
/** Spec §7.4: multiple labels are joined with ' + '. */
export const LABEL_SEPARATOR = ' + ';

export function trackingCategory(category: string): string {
  return category.startsWith(CATEGORY_PREFIX) || category.startsWith('AC - ')
    ? category
    : `${CATEGORY_PREFIX}${category}`;
}

export function trackingLabel(label: string | readonly string[]): string {
  return typeof label === 'string' ? label : label.join(LABEL_SEPARATOR);
}

/** Sends an event as a non-interaction hit (spec §7.4). */
export function track(port: TrackingPort, event: TrackingEvent): void {
  port.push({
    event: 'trackEvent',
    eventCategory: trackingCategory(event.category),
    eventAction: event.type,
    eventLabel: redactSecrets(trackingLabel(event.label)),
    nonInteraction: true,
  });
}

/**
 * A page view, non-interaction (spec §7.4). The page is redacted (ADR 064): a public link's
 * reference (`/overstappen-afronden/{reference}`) is a credential, not a page name.
 */
export function trackPageView(port: TrackingPort, page: string, title: string): void {
  port.push({ event: 'pageview', page: redactSecrets(page), title, nonInteraction: true });
}

/**
 * Spec §7.2: a tracked write's outcome. A body `{ success: false }` already arrives as
 * success false, so it is tracked as Error. Untracked writes send nothing.
 */
export function trackMutation(port: TrackingPort, report: MutationReport): void {
  if (!report.tracking) return;
  track(port, { type: report.success ? 'Success' : 'Error', ...report.tracking });
}

/** Spec §4: logout success. */
export function trackLogout(port: TrackingPort): void {
  track(port, { type: 'Success', category: 'AC - Uitloggen', label: 'Uitloggen' });
}
