export { NEVER_MS, sandboxHandlers } from './sandboxHandlers.ts';
export type { SandboxHandlerOptions } from './sandboxHandlers.ts';
