export { classifyError, SILENT_STATUSES, STACK_TRACE_LINES, trimStack } from './classifyError.ts';
export type { ErrorContext, ErrorDecision, ErrorLog } from './classifyError.ts';
export { isBrowserNoise } from './isBrowserNoise.ts';
export { isChunkLoadError } from './isChunkLoadError.ts';
export { recoverWith } from './recoverWith.ts';
