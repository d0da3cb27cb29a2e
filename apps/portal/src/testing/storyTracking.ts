import { createRecordingAdapter } from '@vonk/domain';
import type { DataLayerHit, TrackingPort } from '@vonk/domain';

/**
 * The recording tracking port of stories: the loader clears it before each story, the portal
 * pushes into it, a play function reads `storyTracking.hits`.
 */
const recorder = createRecordingAdapter();

export const storyTracking: TrackingPort & {
  readonly hits: DataLayerHit[];
  reset(): void;
} = {
  get hits() {
    return recorder.hits;
  },
  push: (hit) => recorder.push(hit),
  reset: () => void recorder.hits.splice(0),
};
