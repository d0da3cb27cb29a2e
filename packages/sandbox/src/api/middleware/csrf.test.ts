import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { FORWARDED_COOKIE_HEADER, csrf } from './csrf.ts';

// The double submit, and the forwarded cookies MSW's browser handlers pass (stories).
const app = new Hono().use(csrf()).post('/api/x', (c) => c.json({ ok: true }));
const post = (headers: Record<string, string>) =>
  app.request('/api/x', { method: 'POST', headers });

describe('csrf', () => {
  it('lets a write through when the header echoes the cookie', async () => {
    expect((await post({ cookie: 'XSRF-TOKEN=abc', 'X-XSRF-TOKEN': 'abc' })).status).toBe(200);
  });

  it('reads the cookie MSW forwards when a browser Request cannot carry one', async () => {
    const forwarded = { [FORWARDED_COOKIE_HEADER]: 'other=1; XSRF-TOKEN=story-1' };
    expect((await post({ ...forwarded, 'X-XSRF-TOKEN': 'story-1' })).status).toBe(200);
    expect((await post({ ...forwarded, 'X-XSRF-TOKEN': 'wrong' })).status).toBe(403);
  });

  it('refuses a write without the token', async () => {
    expect((await post({})).status).toBe(403);
  });
});
