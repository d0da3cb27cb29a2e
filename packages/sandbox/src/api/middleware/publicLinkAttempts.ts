import type { MiddlewareHandler } from 'hono';

/** Failed look-ups a client may make before it is refused (ADR 064). */
export const PUBLIC_LINK_MAX_FAILURES = 10;
/** How long failures count, and how long a refused client waits. */
export const PUBLIC_LINK_WINDOW_MS = 10 * 60 * 1000;

/** Clients remembered at most; past it the longest-known is forgotten, so guessing cannot fill memory. */
export const PUBLIC_LINK_MAX_CLIENTS = 10_000;

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
 * path until the window has passed. A client is the address the edge saw (issue #31): the last
 * X-Forwarded-For entry, the one our nginx appends ($proxy_add_x_forwarded_for), never the first,
 * which anyone can write; without a proxy, the socket's. Inside MSW and in-process tests there is
 * no network and no client to tell apart, so nothing is limited there.
 */
export function publicLinkAttempts(
  now: () => number = Date.now,
  maxClients = PUBLIC_LINK_MAX_CLIENTS,
): PublicLinkAttempts {
  const failures = new Map<string, number[]>();

  const middleware: MiddlewareHandler = async (c, next) => {
    if (!REFERENCE_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))) return next();
    const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
    const client =
      c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim() ||
      env?.incoming?.socket?.remoteAddress;
    if (!client) return next();
    const since = now() - PUBLIC_LINK_WINDOW_MS;
    const recent = (failures.get(client) ?? []).filter((at) => at > since);
    failures.delete(client); // re-inserted last: the Map's order is who was seen longest ago
    failures.set(client, recent);
    if (failures.size > maxClients) failures.delete(failures.keys().next().value!);
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
