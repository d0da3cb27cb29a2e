export { FaultRegistry } from './FaultRegistry.ts';
export { NETWORK_FAULTS } from './FaultRegistry.ts';
export type { Fault, FaultSpec, NetworkFault } from './FaultRegistry.ts';
export { faultMiddleware } from './faultMiddleware.ts';
export { parseFaultSpec } from './parseFaultSpec.ts';
