import { Hono } from 'hono';
import type { Context } from 'hono';
import type {
  AvailableProduct,
  ProductCategory,
  ProductOrderResult,
  RecordingSettings,
  WriteResult,
} from '@vonk/domain/contract';
import {
  CLOUD_RECORDING,
  NUMBER_PORTING,
  checkVoucher,
  tvOrderNames,
  VOUCHER_FIELD,
  VOUCHER_TEXTS,
} from '@vonk/domain/contract';
import { catalogue } from '../../personas/catalogue.ts';
import type { CustomerPersona } from '../../personas/index.ts';
import {
  addProducts,
  ceaseProducts,
  ceaseRefusal,
  modifyProducts,
  recordOrder,
} from '../productChanges.ts';
import type { ChangeOutcome } from '../productChanges.ts';
import type { ApiEnv } from '../types.ts';
import { normaliseAddress } from '../fieldRules.ts';
import { tvNamesAt } from '../tvByAddress.ts';
import { bodyOf } from '../middleware/contractValidation.ts';

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

/**
 * POST /api/products/voip adds a line (ADR 066): it runs over the internet line, and number porting
 * is a service on a line (voip settings), not a line of its own. Two lines are refused by `addProducts`.
 */
function fixedLineRefusal(persona: CustomerPersona, name: string): string | null {
  if (!persona.subscription.currentInternet) return 'Vast bellen kan alleen met internet.';
  if (name === NUMBER_PORTING)
    return 'Nummerbehoud vraag je aan bij je telefoonlijn, onder Instellingen.';
  return null;
}

/**
 * A voucher on an add (spec §3 `voucherName`, ADR 080), checked per product with the contract's
 * one voucher check (ADR 123), as the vouchers page's apply is: the first refused code refuses the whole order, at the field, and nothing is ordered.
 */
function voucherRefusal(
  products: readonly { name: string; voucherName?: string | null }[],
): ProductOrderResult | null {
  const today = new Date().toISOString().slice(0, 10);
  for (const { name, voucherName } of products) {
    const entry = catalogue.find((candidate) => candidate.name === name);
    if (!voucherName || !entry) continue;
    const result = checkVoucher(voucherName, { on: 'order', category: entry.category }, today);
    if (result.ok) continue;
    return {
      success: false,
      message: VOUCHER_TEXTS[result.error](entry.displayName),
      field: VOUCHER_FIELD,
      orderId: null,
    };
  }
  return null;
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
      // TV-by-address (ADR 089): with address.postalCode, only what is offered there.
      .get('/tv', (c) => {
        const products = available(c.get('persona'), 'Tv');
        const postalCode = c.req.query('address.postalCode');
        const offered = postalCode ? tvNamesAt(postalCode) : null;
        return c.json(offered ? products.filter((p) => offered.includes(p.name)) : products);
      })
      .get('/recording', (c) => c.json(c.get('persona').recording satisfies RecordingSettings))
      .get('/available', (c) => {
        const category = c.req.query('category');
        if (category && !CATEGORIES.has(category))
          return c.json({ message: `Unknown category ${category}.` }, 400);
        return c.json(available(c.get('persona'), category as ProductCategory | undefined));
      })
      .post('/add', (c) => {
        const { products, shippingAddress: given } = bodyOf(c, 'addProducts');
        const shippingAddress = given && normaliseAddress(given);
        if (given && !shippingAddress)
          return c.json({ message: 'shippingAddress: no Dutch postcode.' }, 400);
        const refusal = voucherRefusal(products);
        if (refusal) return c.json(refusal);
        return answer(
          c,
          addProducts(
            c.get('persona'),
            products.map((product) => product.name),
            shippingAddress,
          ),
        );
      })
      .post('/modify', (c) => {
        const { products } = bodyOf(c, 'modifyProducts');
        return answer(c, modifyProducts(c.get('persona'), products));
      })
      .post('/cease', (c) => {
        const { products } = bodyOf(c, 'ceaseProducts');
        return answer(
          c,
          ceaseProducts(
            c.get('persona'),
            products.map((product) => product.technicalId),
          ),
        );
      })
      .post('/tv', (c) => {
        const { stbCount, shippingAddress: given } = bodyOf(c, 'orderTv');
        const shippingAddress = given && normaliseAddress(given);
        // The names the portal's summary priced (contract tvOrderNames).
        return answer(c, addProducts(c.get('persona'), tvOrderNames(stbCount), shippingAddress));
      })
      // TV cease (spec §8; path and body designed in the contract): an open Cease order for the
      // TV, which stays until the wish date. Without TV there is nothing to cease.
      .post('/tv/cease', (c) => {
        const { wishDate } = bodyOf(c, 'ceaseTv');
        const persona = c.get('persona');
        const tv = persona.subscription.currentTv;
        if (!tv) {
          return c.json({
            success: false,
            message: 'Je hebt geen tv om op te zeggen.',
          } satisfies WriteResult);
        }
        // TV ends with its packages and boxes (ADR 049): an order for one of them is undone.
        const { currentPremiumPackages, currentThemePackages, currentSettopBoxes } =
          persona.subscription;
        const refusal = ceaseRefusal(persona, [
          tv,
          ...currentPremiumPackages,
          ...currentThemePackages,
          ...currentSettopBoxes,
        ]);
        if (refusal) return c.json({ success: false, message: refusal } satisfies WriteResult);
        recordOrder(persona, 'Cease', [tv.name], null, wishDate);
        return c.json({ success: true } satisfies WriteResult);
      })
      .post('/voip', (c) => {
        // "name or voip payload" (spec §7.2): a JSON string or { name }.
        const body = bodyOf(c, 'orderVoip');
        const name = typeof body === 'string' ? body : body.name;
        const persona = c.get('persona');
        const refusal = fixedLineRefusal(persona, name);
        if (refusal) return answer(c, { ok: false, status: 200, message: refusal });
        return answer(c, addProducts(persona, [name], undefined));
      })
      .post('/recording', (c) => {
        const body = bodyOf(c, 'saveRecordingSettings');
        const persona = c.get('persona');
        if (!persona.subscription.currentTv) {
          return c.json({
            success: false,
            message: 'Opnemen kan alleen met tv.',
            orderId: null,
          } satisfies ProductOrderResult);
        }
        // Switching cloud recording on or off is a product change the tracker shows (jan's history
        // has one); the box's own recording is a setting and makes no order.
        const switched = persona.recording.enableCloudRecording !== body.enableCloudRecording;
        persona.recording = {
          disableLocalRecording: body.disableLocalRecording,
          enableCloudRecording: body.enableCloudRecording,
        };
        const order = switched
          ? recordOrder(
              persona,
              body.enableCloudRecording ? 'ProductAdd' : 'ProductDelete',
              [CLOUD_RECORDING],
              null,
            )
          : null;
        return c.json({ success: true, orderId: order?.id ?? null } satisfies ProductOrderResult);
      })
  );
}
