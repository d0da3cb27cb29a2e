import type { WriteResult } from '../endpoint/common.ts';
import { write } from '../endpoint/endpoint.ts';
import type { LogEntry } from './schema.ts';

/** The log endpoint (spec §7.2). */
export const LOG_PATH = '/api/log';

/**
 * The log endpoints: not a customer's action, so not reported to analytics (and the logger does
 * not go through the client, so a failing log cannot log itself).
 */
export const loggingWrites = {
  log: write<LogEntry, WriteResult>('POST', LOG_PATH, { clears: [], tracking: null }),
  logExternal: write<LogEntry, WriteResult>('POST', `${LOG_PATH}/external`, {
    clears: [],
    tracking: null,
  }),
};
