export { FOCUS_TARGET, FocusTarget, focusArrival, useFocusWhen } from './FocusTarget.tsx';
export type { FocusTargetProps } from './FocusTarget.tsx';
