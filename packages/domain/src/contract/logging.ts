/** Spec §3: log levels 1 debug, 2 info, 3 warning, 4 error. */
export const LogLevel = { Debug: 1, Info: 2, Warning: 3, Error: 4 } as const;
export type LogLevel = (typeof LogLevel)[keyof typeof LogLevel];

/** POST log endpoint body (spec §3, §7.2). */
export interface LogEntry {
  source: string;
  message: string;
  url: string;
  stackTrace: string;
  level: LogLevel;
}
