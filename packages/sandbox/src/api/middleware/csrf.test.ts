import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { csrf } from './csrf.ts';

// The double submit, and the cookies MSW's browser handlers hand over as `env.cookies` (stories).
const app = new Hono().use(csrf()).post('/api/x', (c) => c.json({ ok: true }));
const post = (headers: Record<string, string>, env?: { cookies: Record<string, string> }) =>
  app.request('/api/x', { method: 'POST', headers }, env);

describe('csrf', () => {
  it('lets a write through when the header echoes the cookie', async () => {
    expect((await post({ cookie: 'XSRF-TOKEN=abc', 'X-XSRF-TOKEN': 'abc' })).status).toBe(200);
  });

  it('reads the cookie MSW hands over when a browser Request cannot carry one', async () => {
    const env = { cookies: { other: '1', 'XSRF-TOKEN': 'story-1' } };
    expect((await post({ 'X-XSRF-TOKEN': 'story-1' }, env)).status).toBe(200);
    expect((await post({ 'X-XSRF-TOKEN': 'wrong' }, env)).status).toBe(403);
  });

  it('refuses a write without the token, and a cookie sent as a plain header does not count', async () => {
    expect((await post({})).status).toBe(403);
    expect((await post({ 'x-sandbox-cookie': 'XSRF-TOKEN=a', 'X-XSRF-TOKEN': 'a' })).status).toBe(
      403,
    );
  });
});
