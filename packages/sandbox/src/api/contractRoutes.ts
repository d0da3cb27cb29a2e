import { Hono } from 'hono';
import type { Context, Handler } from 'hono';
import type { AnyRead, AnyWrite, ReadData, WriteBody, WriteResultOf } from '@vonk/domain/contract';
import type { ApiEnv } from './types.ts';

type Answer<T> = T | Response | Promise<T | Response>;

export interface ContractRoute {
  readonly method: string;
  readonly path: string;
  readonly handler: Handler<ApiEnv>;
}

/** The route path of a descriptor pattern: each `*` a named segment, a trailing `**` the rest. */
function routeOf(pattern: string): { path: string; count: number } {
  let count = 0;
  const path = pattern
    .split('/')
    .map((part) => (part === '*' ? `:s${count++}` : part === '**' ? '*' : part))
    .join('/');
  return { path, count };
}

function route<T>(
  method: string,
  pattern: string,
  answer: (c: Context<ApiEnv>, segments: string[]) => Answer<T>,
): ContractRoute {
  const { path, count } = routeOf(pattern);
  return {
    method,
    path,
    handler: async (c) => {
      const segments = Array.from({ length: count }, (_, i) => c.req.param(`s${i}`) ?? '');
      const answered = await answer(c, segments);
      return answered instanceof Response ? answered : c.json(answered);
    },
  };
}

/**
 * A contract GET's route at its descriptor's own pattern, so its URL is spelled once, in the
 * domain: `serveRead(reads.credit, (c, [id]) => …)`. `*` segments arrive in order as `segments`,
 * decoded. The payload is sent as JSON (and checked against its schema); a Response is sent as is.
 */
export function serveRead<R extends AnyRead>(
  read: R,
  answer: (c: Context<ApiEnv>, segments: string[]) => Answer<ReadData<R>>,
): ContractRoute {
  return route('GET', read.pattern, answer);
}

/**
 * A contract write's route at its descriptor's method and pattern: `serveWrite(writes.x, (c,
 * body) => …)`. The body arrives parsed and validated (400 on a wrong shape, before the route).
 */
export function serveWrite<W extends AnyWrite>(
  write: W,
  answer: (c: Context<ApiEnv>, body: WriteBody<W>, segments: string[]) => Answer<WriteResultOf<W>>,
): ContractRoute {
  return route(write.method, write.pattern, (c, segments) =>
    answer(c, c.get('body') as WriteBody<W>, segments),
  );
}

/** The served routes, mounted at the root: `app.route('/', contractRoutes(…))`. */
export function contractRoutes(...served: ContractRoute[]): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  for (const { method, path, handler } of served) app.on(method, path, handler);
  return app;
}
