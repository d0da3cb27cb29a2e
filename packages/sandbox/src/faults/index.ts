export { FaultRegistry } from './FaultRegistry.ts';
export type { Fault, FaultSpec } from './FaultRegistry.ts';
export { faultMiddleware } from './faultMiddleware.ts';
export { parseFaultSpec } from './parseFaultSpec.ts';
