import type { MiddlewareHandler } from 'hono';
import { isPublicApiPath } from '../publicPaths.ts';
import type { ApiEnv, VerifyAccessToken } from '../types.ts';

/** 401 with a JSON `{ message }` for a missing, malformed, expired or foreign token. */
export function bearerAuth(verifyAccessToken: VerifyAccessToken): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (isPublicApiPath(c.req.path)) return next();
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '');
    const unauthorized = (message: string) =>
      c.json({ message }, 401, { 'WWW-Authenticate': 'Bearer' });
    if (!match?.[1]) return unauthorized('Missing bearer token.');
    try {
      c.set('claims', await verifyAccessToken(match[1]));
    } catch {
      return unauthorized('Invalid or expired access token.');
    }
    return next();
  };
}
