import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FaultRegistry } from './FaultRegistry.ts';

const never = new Promise<never>(() => {});

/**
 * Runs first, before auth and CSRF, so a fault answers exactly as an unhealthy upstream would,
 * whatever the request carries. The fault API itself is never faulted.
 */
export function faultMiddleware(faults: FaultRegistry): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.path.startsWith('/__sandbox')) return next();
    const fault = faults.take(c.req.method, c.req.path);
    if (!fault) return next();
    if (fault.delayMs === 'never') await never;
    if (typeof fault.delayMs === 'number' && fault.delayMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, fault.delayMs as number));
    }
    if (fault.status === undefined) return next();
    if (fault.status === 204) return c.body(null, 204);
    const body = fault.body ?? { message: `Sandbox fault: ${fault.status}` };
    return c.json(body as object, fault.status as ContentfulStatusCode);
  };
}
