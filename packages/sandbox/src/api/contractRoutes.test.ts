import { describe, expect, it } from 'vitest';
import { reads, writes } from '@vonk/domain/contract';
import { inProcessApi } from '../testing/inProcessApi.ts';
import { serveRead, serveWrite } from './contractRoutes.ts';

describe('serveRead, serveWrite: a route at its descriptor’s method and pattern', () => {
  it('turns the pattern into the route path, one named segment per *', () => {
    expect(serveRead(reads.credits, () => []).path).toBe('/api/credits');
    expect(serveRead(reads.credit, () => new Response()).path).toBe('/api/credits/:s0');
    expect(serveRead(reads.completedOrders, () => new Response()).path).toBe(
      '/api/orders/completed/:s0/:s1',
    );
    const write = serveWrite(writes.requestRemoteSupport, () => true);
    expect([write.method, write.path]).toEqual(['POST', '/api/remotemechanic']);
  });

  it('answers the persona’s data, and the route’s own response when there is none', async () => {
    const jan = inProcessApi().as('jan');
    const credits = (await (await jan.get('/api/credits')).json()) as { id: string }[];
    expect(credits.length).toBeGreaterThan(0);
    const first = credits[0]!;
    expect(await (await jan.get(`/api/credits/${first.id}`)).json()).toEqual(first);
    expect((await jan.get('/api/credits/CR-NONE')).status).toBe(404);
  });
});
