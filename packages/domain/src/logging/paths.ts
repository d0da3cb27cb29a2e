import type { WriteResult } from '../contract/common.ts';
import { write } from '../contract/endpoint.ts';
import type { LogEntry } from './schema.ts';

/** Spec §3: log levels 1 debug, 2 info, 3 warning, 4 error. */
export const LogLevel = { Debug: 1, Info: 2, Warning: 3, Error: 4 } as const;
export type LogLevel = (typeof LogLevel)[keyof typeof LogLevel];

/** The log endpoint (spec §7.2). */
export const LOG_PATH = '/api/log';

/**
 * The log endpoints: not a customer's action, so not reported to analytics (and the logger does
 * not go through the client, so a failing log cannot log itself).
 */
export const loggingWrites = {
  log: write<LogEntry, WriteResult>('POST', LOG_PATH, { tracking: null }),
  logExternal: write<LogEntry, WriteResult>('POST', `${LOG_PATH}/external`, { tracking: null }),
};
