import { Hono } from 'hono';
import type { Context } from 'hono';
import type { LogEntry, WriteResult } from '@vonk/domain/contract';
import type { SandboxStore } from '../../personas/index.ts';
import type { ApiEnv } from '../types.ts';

const LEVELS: ReadonlySet<unknown> = new Set([1, 2, 3, 4]);
const TEXT_FIELDS = ['source', 'message', 'url', 'stackTrace'] as const;

function parseLogEntry(input: unknown): LogEntry | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const record = input as Record<string, unknown>;
  if (!TEXT_FIELDS.every((field) => typeof record[field] === 'string') || !LEVELS.has(record.level))
    return undefined;
  const { source, message, url, stackTrace, level } = record as unknown as LogEntry;
  return { source, message, url, stackTrace, level };
}

/**
 * POST /api/log (logged in) and /api/log/external (anonymous, spec §7.2). Entries are kept in
 * memory so tests can assert what the portal logged: GET /__sandbox/logs.
 */
export function logRoutes(store: SandboxStore) {
  const receive = (external: boolean) => async (c: Context<ApiEnv>) => {
    const entry = parseLogEntry(await c.req.json().catch(() => undefined));
    if (!entry) {
      return c.json(
        {
          message:
            'Body must be a LogEntry: source, message, url, stackTrace (strings), level 1-4.',
        },
        400,
      );
    }
    store.logs.add({
      ...entry,
      external,
      customerCode: external ? null : c.get('persona').account.customerId,
      receivedAt: new Date().toISOString(),
    });
    return c.json({ success: true } satisfies WriteResult);
  };
  return new Hono<ApiEnv>().post('/', receive(false)).post('/external', receive(true));
}
