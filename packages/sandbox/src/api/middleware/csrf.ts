import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { csrfCookie, csrfHeader } from '../contractConstants.ts';
import { isPublicApiPath } from '../publicPaths.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit CSRF (spec §7.2): reads hand out a random token in a cookie the portal's script
 * can read (not HttpOnly); every write must echo it in a header, which another site cannot do.
 */
export function csrf(): MiddlewareHandler {
  return async (c, next) => {
    // MSW in the browser passes the document's cookies as `env.cookies` (see msw/sandboxHandlers).
    const fromWorker = (c.env as { cookies?: Record<string, string> } | undefined)?.cookies;
    const token = getCookie(c, csrfCookie) ?? fromWorker?.[csrfCookie];
    if (SAFE_METHODS.has(c.req.method)) {
      await next();
      if (!token) setCookie(c, csrfCookie, crypto.randomUUID(), { path: '/', sameSite: 'Strict' });
      return;
    }
    if (isPublicApiPath(c.req.path)) return next();
    if (!token || c.req.header(csrfHeader) !== token) {
      return c.json({ message: `Missing or wrong ${csrfHeader} header.` }, 403);
    }
    return next();
  };
}
