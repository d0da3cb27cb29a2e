/** Spec §4: the four tracking event types. */
export const TrackingEventType = {
  Click: 'Click',
  Success: 'Success',
  Error: 'Error',
  View: 'View',
} as const;
export type TrackingEventType = (typeof TrackingEventType)[keyof typeof TrackingEventType];

/** An analytics event; several labels are joined with ' + ' (spec §7.4). */
export interface TrackingEvent {
  type: TrackingEventType;
  /** Without prefix ('Rekeningen'); 'SS - ' is added. An 'AC - ' or 'SS - ' category is kept. */
  category: string;
  label: string | readonly string[];
}

/** One entry of the tag manager's data layer. */
export type DataLayerHit =
  | {
      event: 'trackEvent';
      eventCategory: string;
      eventAction: TrackingEventType;
      eventLabel: string;
      nonInteraction: true;
    }
  | { event: 'pageview'; page: string; title: string; nonInteraction: true }
  | { event: 'user_data_loaded'; user: unknown };
