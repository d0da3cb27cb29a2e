export { normaliseReference, referenceError } from './emailReference.ts';
export type { ReferenceError } from './emailReference.ts';
