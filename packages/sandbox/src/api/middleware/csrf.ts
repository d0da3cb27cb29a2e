import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { csrfCookie, csrfHeader } from '../contractConstants.ts';
import { isPublicApiPath } from '../publicPaths.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * MSW in a browser (stories) cannot put a Cookie header on the Request it hands the app: Cookie
 * is a forbidden request header there. Its handlers pass the page's cookies in this header; a
 * cross-site page cannot send it without a preflight, so the double submit still holds.
 */
export const FORWARDED_COOKIE_HEADER = 'x-sandbox-cookie';

function forwardedCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * Double-submit CSRF (spec §7.2): reads hand out a random token in a cookie the portal's script
 * can read (not HttpOnly); every write must echo it in a header, which another site cannot do.
 */
export function csrf(): MiddlewareHandler {
  return async (c, next) => {
    const token =
      getCookie(c, csrfCookie) ??
      forwardedCookie(c.req.header(FORWARDED_COOKIE_HEADER), csrfCookie);
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
