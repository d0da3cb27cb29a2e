export { normaliseReference, referenceError } from './emailReference.ts';
export type { ReferenceProblem } from './emailReference.ts';
