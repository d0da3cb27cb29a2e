export { FieldDescription, FieldError, FieldRequiredMarker } from './Field.tsx';
export type { FieldBaseProps } from './Field.tsx';
export { useControllableValue } from './useControllableValue.ts';
export { leavesForSubmit, usePressTracking } from './leavesForSubmit.ts';
