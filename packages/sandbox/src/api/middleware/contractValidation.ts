import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod/mini';
import { contractSchemas, findRead, findWrite, writes } from '@vonk/domain/contract';
import type { WriteBody, WriteName, Writes } from '@vonk/domain/contract';
import type { ApiEnv } from '../types.ts';

const problems = (error: z.core.$ZodError) => z.prettifyError(error).replace(/\n/g, ' ');

/**
 * The contract's schemas at the sandbox's edge: every write body is checked before its route
 * runs (415 for another content type, 400 with what is wrong, as a real API would) and handed on parsed; every JSON answer of a
 * contract GET or write is checked before it leaves, so a fixture or route that drifts from the
 * contract fails loudly (500 naming the field) in dev, stories and tests instead of in a page.
 * The sandbox never runs in production, so answers are always checked.
 */
export function contractValidation(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const method = c.req.method;
    const readName = method === 'GET' ? findRead(c.req.path) : undefined;
    const writeName = method === 'GET' ? undefined : findWrite(method, c.req.path);

    if (writeName) {
      const schema = contractSchemas.writes[writeName].body;
      if (schema) {
        // JSON bodies come as JSON only, the text body as text only (issue #31): a cross-site
        // form can send text/plain without asking first; it never gets a JSON write parsed.
        const text = writes[writeName].body === 'text';
        const expected = text ? 'text/plain' : 'application/json';
        const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
        if (type !== expected) {
          return c.json({ message: `${method} ${c.req.path} takes ${expected}` }, 415);
        }
        const raw = text ? await c.req.text() : await c.req.json().catch(() => undefined);
        const parsed = z.safeParse(schema, raw);
        if (!parsed.success) {
          return c.json(
            { message: `Body of ${method} ${c.req.path}: ${problems(parsed.error)}` },
            400,
          );
        }
        c.set('body', parsed.data);
      }
    }

    await next();

    const answer = readName
      ? contractSchemas.reads[readName]
      : writeName
        ? contractSchemas.writes[writeName].result
        : undefined;
    if (answer) await checkAnswer(c, answer);
  };
}

async function checkAnswer(c: Context<ApiEnv>, schema: z.ZodMiniType) {
  const type = c.res.headers.get('content-type') ?? '';
  if (c.res.status !== 200 || !type.includes('json')) return;
  const body: unknown = await c.res.clone().json();
  const parsed = z.safeParse(schema, body);
  if (parsed.success) return;
  const message = `Sandbox answer to ${c.req.method} ${c.req.path} breaks the contract: ${problems(parsed.error)}`;
  console.error(`[sandbox api] ${message}`);
  c.res = undefined;
  c.res = c.json({ message }, 500);
}

/**
 * The body of write `name` as the contract validation parsed it: typed by the contract, so a
 * route only adds what the schema cannot say (field rules, the persona's state).
 */
export function bodyOf<N extends WriteName>(c: Context<ApiEnv>, name: N): WriteBody<Writes[N]> {
  if (findWrite(c.req.method, c.req.path) !== name)
    throw new Error(`${c.req.method} ${c.req.path} is not the contract write ${name}`);
  return c.get('body') as WriteBody<Writes[N]>;
}
