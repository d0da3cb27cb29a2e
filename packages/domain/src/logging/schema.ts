import { z } from 'zod/mini';
import { WriteResult } from '../contract/common.ts';
import type { ResourceSchemas } from '../contract/endpoint.ts';
import { LogLevel } from './paths.ts';
import type { loggingWrites } from './paths.ts';

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
} satisfies ResourceSchemas<Record<never, never>, typeof loggingWrites>;
