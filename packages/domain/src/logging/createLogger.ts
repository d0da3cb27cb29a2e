import { ApiError } from '../client/ApiError.ts';
import { LOG_PATH } from './paths.ts';
import { LogLevel } from './schema.ts';
import type { LogEntry } from './schema.ts';
import { trimStack } from '../errors/classifyError.ts';
import { redactSecrets } from '../redaction/redactSecrets.ts';

/** Spec §8, §9: failed posts are retried up to 9 times, 1000 ms × attempt, never after a 401. */
export const LOG_RETRIES = 9;
export const LOG_RETRY_STEP_MS = 1000;
export const LOG_NO_RETRY_STATUS = 401;

export interface LoggerOptions {
  /** Names the app in every entry, e.g. 'mijn-vonk-portal'. */
  source: string;
  /** Log endpoint for logged-in users; default LOG_PATH. */
  endpoint?: string;
  /** Spec §7.2: anonymous users log to the external endpoint. */
  externalEndpoint: string;
  isLoggedIn: () => boolean;
  /** Sends one entry; the portal passes the ApiClient's send so token and CSRF come along. */
  post: (url: string, entry: LogEntry) => Promise<unknown>;
  /** The page URL the entry is about; default location.href. */
  currentUrl?: () => string;
  /** Where the `debug` flag lives; default localStorage. */
  storage?: Pick<Storage, 'getItem'>;
  console?: Pick<Console, 'debug' | 'info' | 'warn' | 'error'>;
}

export interface LogDetails {
  url?: string;
  stackTrace?: string;
}

export interface Logger {
  debug(message: string, details?: LogDetails): Promise<void>;
  info(message: string, details?: LogDetails): Promise<void>;
  warn(message: string, details?: LogDetails): Promise<void>;
  /** An Error's stack is kept to 20 lines (spec §8). */
  error(message: string | Error, details?: LogDetails): Promise<void>;
}

const CONSOLE_METHOD = { 1: 'debug', 2: 'info', 3: 'warn', 4: 'error' } as const;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The portal's logger (spec §7.2, §8): warnings and errors are POSTed as LogEntry, debug and info
 * only reach the console, and the console only when localStorage `debug` is 'true'. Entries about
 * the log endpoint itself are not sent, so a failing log endpoint cannot feed itself. Never throws.
 */
export function createLogger(options: LoggerOptions): Logger {
  const endpoint = options.endpoint ?? LOG_PATH;
  const out = options.console ?? console;
  const storage =
    options.storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage);
  const currentUrl =
    options.currentUrl ?? (() => (typeof location === 'undefined' ? '' : location.href));

  async function send(url: string, entry: LogEntry): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await options.post(url, entry);
        return;
      } catch (error) {
        const unauthorized = error instanceof ApiError && error.status === LOG_NO_RETRY_STATUS;
        if (unauthorized || attempt >= LOG_RETRIES) return;
        await wait(LOG_RETRY_STEP_MS * (attempt + 1));
      }
    }
  }

  async function log(level: LogLevel, message: string, details: LogDetails = {}): Promise<void> {
    // Public-link references and the login code never reach a log, the console included (ADR 064).
    const entry: LogEntry = {
      source: options.source,
      message: redactSecrets(message),
      url: redactSecrets(details.url ?? currentUrl()),
      stackTrace: redactSecrets(details.stackTrace ?? ''),
      level,
    };
    if (storage?.getItem('debug') === 'true') out[CONSOLE_METHOD[level]](entry.message, entry);
    if (level < LogLevel.Warning) return;
    if (entry.url.includes(endpoint) || entry.url.includes(options.externalEndpoint)) return;
    await send(options.isLoggedIn() ? endpoint : options.externalEndpoint, entry);
  }

  return {
    debug: (message, details) => log(LogLevel.Debug, message, details),
    info: (message, details) => log(LogLevel.Info, message, details),
    warn: (message, details) => log(LogLevel.Warning, message, details),
    error: (message, details = {}) =>
      typeof message === 'string'
        ? log(LogLevel.Error, message, details)
        : log(LogLevel.Error, message.message, {
            ...details,
            stackTrace: details.stackTrace ?? trimStack(message.stack),
          }),
  };
}
