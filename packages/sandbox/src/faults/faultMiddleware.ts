import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Fault, FaultRegistry } from './FaultRegistry.ts';

const never = new Promise<never>(() => {});

/** What @hono/node-server puts in `c.env`: the Node request, whose socket a reset destroys. */
interface NodeBindings {
  incoming?: { socket?: { destroy(): void } };
}

/** Resolves when the client gives up on the request (its abort or timeout closes the connection). */
const clientGivesUp = (signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });

/**
 * 'reset': over HTTP the socket is destroyed, so the client sees the connection drop (a network
 * error, spec §8 status 0). In process (MSW in the browser or in Node) there is no socket:
 * `Response.error()` is the Fetch standard's network error, which MSW passes on as one.
 * 'hang': no answer at all, until the client gives up; then the request is let go, so a hung
 * request holds nothing in the sandbox after the client's timeout.
 */
async function networkFailure(c: Context, fault: Fault): Promise<Response> {
  if (fault.network === 'hang') {
    await clientGivesUp(c.req.raw.signal);
    // The client has gone; this answer only ends the handler (and shows as 504 in a trace).
    return new Response(null, { status: 504 });
  }
  const socket = (c.env as NodeBindings | undefined)?.incoming?.socket;
  if (!socket) return Response.error();
  socket.destroy();
  // Nobody reads this answer: the connection is gone. It only has to be one Node can write.
  return new Response(null, { status: 502 });
}

/**
 * Runs first, before auth and CSRF, so a fault answers exactly as an unhealthy upstream would,
 * whatever the request carries. The fault API itself is never faulted. `namespaceOf` names the
 * persona namespace of the request's login (null: none), for faults scoped to one (ADR 093).
 */
export function faultMiddleware(
  faults: FaultRegistry,
  namespaceOf: (c: Context) => Promise<string | null> = async () => null,
): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.path.startsWith('/__sandbox')) return next();
    // Whose request it is matters only while a fault is scoped to a namespace (ADR 093).
    const namespace = faults.hasScoped() ? await namespaceOf(c) : null;
    const fault = faults.take(c.req.method, c.req.path, namespace);
    if (!fault) return next();
    if (fault.delayMs === 'never') await never;
    if (typeof fault.delayMs === 'number' && fault.delayMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, fault.delayMs as number));
    }
    if (fault.network) return networkFailure(c, fault);
    if (fault.status === undefined) return next();
    if (fault.status === 204) return c.body(null, 204);
    if (fault.retryAfterSeconds) c.header('Retry-After', String(fault.retryAfterSeconds));
    const body = fault.body ?? { message: `Sandbox fault: ${fault.status}` };
    return c.json(body as object, fault.status as ContentfulStatusCode);
  };
}
