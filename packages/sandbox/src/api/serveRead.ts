import { Hono } from 'hono';
import type { Context, Handler } from 'hono';
import type { AnyRead, ReadData } from '@vonk/domain/contract';
import type { ApiEnv } from './types.ts';

/** What a served read answers: the payload (sent as JSON, checked against its schema), or a response. */
type Answer<R extends AnyRead> = (
  c: Context<ApiEnv>,
  segments: string[],
) => ReadData<R> | Response | Promise<ReadData<R> | Response>;

export interface ServedRead {
  readonly path: string;
  readonly handler: Handler<ApiEnv>;
}

/**
 * A contract GET's route at its descriptor's own pattern, so its URL is spelled once, in the
 * domain: `serveRead(reads.credit, (c, [id]) => …)`. `*` segments arrive in order as `segments`,
 * decoded; a trailing `**` is the rest of the path.
 */
export function serveRead<R extends AnyRead>(read: R, answer: Answer<R>): ServedRead {
  let index = 0;
  const path = read.pattern
    .split('/')
    .map((part) => (part === '*' ? `:s${index++}` : part === '**' ? '*' : part))
    .join('/');
  return {
    path,
    handler: async (c) => {
      const segments = Array.from({ length: index }, (_, i) => c.req.param(`s${i}`) ?? '');
      const answered = await answer(c, segments);
      return answered instanceof Response ? answered : c.json(answered);
    },
  };
}

/** The routes of served reads, mounted at the root: `app.route('/', readRoutes(…))`. */
export function readRoutes(...served: ServedRead[]): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  for (const { path, handler } of served) app.get(path, handler);
  return app;
}
