export { Tracker } from './Tracker.tsx';
export type { TrackerProps, TrackerStep, TrackerStepState } from './Tracker.tsx';
