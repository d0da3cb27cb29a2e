import { z } from 'zod/mini';
import { WriteResult } from '../endpoint/common.ts';

/** Spec §3: log levels 1 debug, 2 info, 3 warning, 4 error. */
export const LogLevel = { Debug: 1, Info: 2, Warning: 3, Error: 4 } as const;
export type LogLevel = (typeof LogLevel)[keyof typeof LogLevel];

/** POST log endpoint body (spec §3, §7.2). */
export const LogEntry = z.strictObject({
  source: z.string(),
  message: z.string(),
  url: z.string(),
  stackTrace: z.string(),
  level: z.enum(LogLevel),
});
export type LogEntry = z.infer<typeof LogEntry>;

export const loggingSchemas = {
  reads: {},
  writes: {
    log: { body: LogEntry, result: WriteResult },
    logExternal: { body: LogEntry, result: WriteResult },
  },
};
