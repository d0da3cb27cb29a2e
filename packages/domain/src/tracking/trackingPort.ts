import type { DataLayerHit } from './TrackingEvent.ts';

/** Where hits go. The portal uses the data layer; tests and stories record. */
export interface TrackingPort {
  push(hit: DataLayerHit): void;
}

/** Pushes to `window.dataLayer` (created when the tag manager has not loaded yet). */
export function createDataLayerAdapter(
  target: { dataLayer?: unknown[] } = window as unknown as { dataLayer?: unknown[] },
): TrackingPort {
  return {
    push(hit) {
      target.dataLayer ??= [];
      target.dataLayer.push(hit);
    },
  };
}

/** Keeps hits in memory for assertions. */
export function createRecordingAdapter(): TrackingPort & { hits: DataLayerHit[] } {
  const hits: DataLayerHit[] = [];
  return { hits, push: (hit) => void hits.push(hit) };
}
