import { z } from 'zod/mini';
import { WriteResult } from './common.ts';
import { write } from './endpoint.ts';
import type { ResourceSchemas } from './endpoint.ts';

/** Spec §3: log levels 1 debug, 2 info, 3 warning, 4 error. */
export const LogLevel = { Debug: 1, Info: 2, Warning: 3, Error: 4 } as const;
export type LogLevel = (typeof LogLevel)[keyof typeof LogLevel];

/** The log endpoint (spec §7.2). */
export const LOG_PATH = '/api/log';

/** POST log endpoint body (spec §3, §7.2). */
export const LogEntry = z.strictObject({
  source: z.string(),
  message: z.string(),
  url: z.string(),
  stackTrace: z.string(),
  level: z.enum(LogLevel),
});
export type LogEntry = z.infer<typeof LogEntry>;

/**
 * The log endpoints: not a customer's action, so not reported to analytics (and the logger does
 * not go through the client, so a failing log cannot log itself).
 */
export const loggingWrites = {
  log: write<LogEntry, WriteResult>('POST', LOG_PATH, { tracking: null }),
  logExternal: write<LogEntry, WriteResult>('POST', `${LOG_PATH}/external`, { tracking: null }),
};

export const loggingSchemas = {
  reads: {},
  writes: {
    log: { body: LogEntry, result: WriteResult },
    logExternal: { body: LogEntry, result: WriteResult },
  },
} satisfies ResourceSchemas<Record<never, never>, typeof loggingWrites>;
