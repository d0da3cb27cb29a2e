import { Hono } from 'hono';
import type { Context } from 'hono';
import type {
  AvailableProduct,
  ProductCategory,
  ProductOrderResult,
  RecordingSettings,
  WriteResult,
} from '@vonk/domain/contract';
import { catalogue } from '../../personas/catalogue.ts';
import type { CustomerPersona } from '../../personas/index.ts';
import { addProducts, ceaseProducts, modifyProducts, recordOrder } from '../productChanges.ts';
import type { ChangeOutcome } from '../productChanges.ts';
import type { ApiEnv } from '../types.ts';
import { isRecord, jsonBody, parseAddress } from '../validation.ts';

const CATEGORIES: ReadonlySet<string> = new Set(catalogue.map((entry) => entry.category));

function currentNames(persona: CustomerPersona): Set<string> {
  const products = [...Object.values(persona.subscription).flat(), ...persona.security];
  const names = new Set(products.flatMap((product) => (product ? [product.name] : [])));
  if (persona.recording.enableCloudRecording) names.add('TV Cloud recording');
  return names;
}

function available(persona: CustomerPersona, category?: ProductCategory): AvailableProduct[] {
  const current = currentNames(persona);
  return catalogue
    .filter((entry) => !category || entry.category === category)
    .map((entry) => ({ ...entry, current: current.has(entry.name) }));
}

function answer(c: Context<ApiEnv>, outcome: ChangeOutcome) {
  if (outcome.ok)
    return c.json({ success: true, orderId: outcome.order.id } satisfies ProductOrderResult);
  if (outcome.status === 400) return c.json({ message: outcome.message }, 400);
  return c.json({
    success: false,
    message: outcome.message,
    orderId: null,
  } satisfies ProductOrderResult);
}

/** Reads `products` as a list of records with string fields `fields`; undefined when malformed. */
function productList<K extends string>(
  body: unknown,
  fields: K[],
): Record<K, string>[] | undefined {
  if (!isRecord(body) || !Array.isArray(body.products) || body.products.length === 0)
    return undefined;
  const ok = body.products.every(
    (item) => isRecord(item) && fields.every((field) => typeof item[field] === 'string'),
  );
  return ok ? (body.products as Record<K, string>[]) : undefined;
}

/**
 * /api/products (spec §7.2): the catalogue per category with what the customer has, and the
 * writes. Every write records an open order (see productChanges.ts).
 */
export function productRoutes() {
  const list = (category: ProductCategory) => (c: Context<ApiEnv>) =>
    c.json(available(c.get('persona'), category));
  return (
    new Hono<ApiEnv>()
      .get('/internet', list('Internet'))
      .get('/voip', list('Voip'))
      .get('/wifiextender', list('WifiExtender'))
      // The TV list may be asked for another address (address.postalCode, ...): TV is available everywhere here.
      .get('/tv', list('Tv'))
      .get('/recording', (c) => c.json(c.get('persona').recording satisfies RecordingSettings))
      .get('/available', (c) => {
        const category = c.req.query('category');
        if (category && !CATEGORIES.has(category))
          return c.json({ message: `Unknown category ${category}.` }, 400);
        return c.json(available(c.get('persona'), category as ProductCategory | undefined));
      })
      .post('/add', async (c) => {
        const body = await jsonBody(c.req);
        const products = productList(body, ['name']);
        const shippingAddress =
          isRecord(body) && body.shippingAddress !== undefined
            ? parseAddress(body.shippingAddress)
            : undefined;
        if (
          !products ||
          (isRecord(body) && body.shippingAddress !== undefined && !shippingAddress)
        ) {
          return c.json(
            { message: 'Body must be { products: [{ name, voucherName? }], shippingAddress? }.' },
            400,
          );
        }
        return answer(
          c,
          addProducts(
            c.get('persona'),
            products.map((product) => product.name),
            shippingAddress,
          ),
        );
      })
      .post('/modify', async (c) => {
        const products = productList(await jsonBody(c.req), ['name', 'previousId']);
        if (!products)
          return c.json({ message: 'Body must be { products: [{ name, previousId }] }.' }, 400);
        return answer(c, modifyProducts(c.get('persona'), products));
      })
      .post('/cease', async (c) => {
        const products = productList(await jsonBody(c.req), ['name', 'technicalId']);
        if (!products)
          return c.json({ message: 'Body must be { products: [{ name, technicalId }] }.' }, 400);
        return answer(
          c,
          ceaseProducts(
            c.get('persona'),
            products.map((product) => product.technicalId),
          ),
        );
      })
      .post('/tv', async (c) => {
        const body = await jsonBody(c.req);
        const stbCount = isRecord(body) ? body.stbCount : undefined;
        if (
          typeof stbCount !== 'number' ||
          !Number.isInteger(stbCount) ||
          stbCount < 1 ||
          stbCount > 4
        ) {
          return c.json({ message: 'Body must be { stbCount: 1-4, shippingAddress? }.' }, 400);
        }
        const shippingAddress = isRecord(body) ? parseAddress(body.shippingAddress) : undefined;
        const boxes = [
          'Mediabox Next',
          ...Array.from({ length: stbCount - 1 }, () => 'Mediabox Next Mini'),
        ];
        return answer(c, addProducts(c.get('persona'), ['TV Start', ...boxes], shippingAddress));
      })
      // TV cease (spec §8; path and body designed in the contract): an open Cease order for the
      // TV, which stays until the wish date. Without TV there is nothing to cease.
      .post('/tv/cease', async (c) => {
        const body = await jsonBody(c.req);
        const reason = isRecord(body) ? body.reason : undefined;
        const wishDate = isRecord(body) ? body.wishDate : undefined;
        if (
          !isRecord(body) ||
          (reason !== undefined && typeof reason !== 'string') ||
          (wishDate !== undefined &&
            (typeof wishDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(wishDate)))
        ) {
          return c.json({ message: 'Body must be { reason?, wishDate?: YYYY-MM-DD }.' }, 400);
        }
        const persona = c.get('persona');
        const tv = persona.subscription.currentTv;
        if (!tv) {
          return c.json({
            success: false,
            message: 'Je hebt geen tv om op te zeggen.',
          } satisfies WriteResult);
        }
        recordOrder(
          persona,
          'Cease',
          [tv.name],
          null,
          typeof wishDate === 'string' ? wishDate : undefined,
        );
        return c.json({ success: true } satisfies WriteResult);
      })
      .post('/voip', async (c) => {
        // "name or voip payload" (spec §7.2): a JSON string or { name }.
        const body = await jsonBody(c.req);
        const name =
          typeof body === 'string'
            ? body
            : isRecord(body) && typeof body.name === 'string'
              ? body.name
              : undefined;
        if (!name) return c.json({ message: 'Body must be a product name or { name }.' }, 400);
        return answer(c, addProducts(c.get('persona'), [name], undefined));
      })
      .post('/recording', async (c) => {
        const body = await jsonBody(c.req);
        if (
          !isRecord(body) ||
          typeof body.disableLocalRecording !== 'boolean' ||
          typeof body.enableCloudRecording !== 'boolean'
        ) {
          return c.json({ message: 'Body must be RecordingSettings.' }, 400);
        }
        const persona = c.get('persona');
        if (!persona.subscription.currentTv) {
          return c.json({
            success: false,
            message: 'Opnemen kan alleen met tv.',
            orderId: null,
          } satisfies ProductOrderResult);
        }
        persona.recording = {
          disableLocalRecording: body.disableLocalRecording,
          enableCloudRecording: body.enableCloudRecording,
        };
        return c.json({ success: true, orderId: null } satisfies ProductOrderResult);
      })
  );
}
