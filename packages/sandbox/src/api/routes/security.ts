import { Hono } from 'hono';
import type { SecurityCustomer } from '@vonk/domain/contract';
import type { ApiEnv } from '../types.ts';

/** Device licences per product name: the plain everywhere product covers one device. */
function licencesOf(name: string): number {
  if (!name.includes('Overal')) return 0;
  return Number(/(\d+)$/.exec(name)?.[1] ?? 1);
}

/** /api/fsecure/customer: the online-security (Veilig Online) customer (spec §2.5, §7.2). */
export function securityRoutes() {
  return new Hono<ApiEnv>().get('/customer', (c) => {
    const products = c.get('persona').security;
    return c.json({
      isCustomer: products.length > 0,
      products,
      licences: Math.max(0, ...products.map((product) => licencesOf(product.name))),
      downloadUrl: products.length ? 'https://www.vonk.example/veilig-online/download' : null,
    } satisfies SecurityCustomer);
  });
}
