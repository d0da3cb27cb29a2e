export {
  createLogger,
  LOG_NO_RETRY_STATUS,
  LOG_RETRIES,
  LOG_RETRY_STEP_MS,
} from './createLogger.ts';
export type { LogDetails, Logger, LoggerOptions } from './createLogger.ts';
export { logAuthEvents } from './logAuthEvents.ts';
