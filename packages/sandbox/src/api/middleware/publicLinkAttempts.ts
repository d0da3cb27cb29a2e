import type { MiddlewareHandler } from 'hono';

/** Failed look-ups a client may make before it is refused (ADR 064). */
export const PUBLIC_LINK_MAX_FAILURES = 10;
/** How long failures count, and how long a refused client waits. */
export const PUBLIC_LINK_WINDOW_MS = 10 * 60 * 1000;

/** The public paths whose next segment is a reference (see publicPaths.ts). */
const REFERENCE_PREFIXES = ['/api/transfer/reference/', '/api/shippinglabel/', '/api/optout/v2/'];

export interface PublicLinkAttempts {
  middleware: MiddlewareHandler;
  /** Forgets every client's failures (the sandbox reset). */
  clear(): void;
}

/**
 * Limits guessing at public-link references (ADR 064): a client whose look-ups answered 404
 * PUBLIC_LINK_MAX_FAILURES times within the window gets 429 with Retry-After on every reference
 * path until the window has passed. A client is its forwarded or socket address; inside MSW and
 * in-process tests there is no network and no client to tell apart, so nothing is limited there.
 */
export function publicLinkAttempts(now: () => number = Date.now): PublicLinkAttempts {
  const failures = new Map<string, number[]>();

  const middleware: MiddlewareHandler = async (c, next) => {
    if (!REFERENCE_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))) return next();
    const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
    const client =
      c.req.header('x-forwarded-for')?.split(',')[0]?.trim() ??
      env?.incoming?.socket?.remoteAddress;
    if (!client) return next();
    const since = now() - PUBLIC_LINK_WINDOW_MS;
    const recent = (failures.get(client) ?? []).filter((at) => at > since);
    failures.set(client, recent);
    if (recent.length >= PUBLIC_LINK_MAX_FAILURES) {
      const retryAfter = Math.ceil((recent[0]! + PUBLIC_LINK_WINDOW_MS - now()) / 1000);
      c.header('Retry-After', String(Math.max(retryAfter, 1)));
      return c.json({ message: 'Too many attempts.' }, 429);
    }
    await next();
    if (c.res.status === 404) recent.push(now());
  };

  return { middleware, clear: () => failures.clear() };
}
