import { Hono } from 'hono';
import type { Context } from 'hono';
import type {
  NetworkMigrationOffer,
  NetworkMigrationRequest,
  ProductOrderResult,
  WriteResult,
} from '@vonk/domain/contract';
import { catalogue, catalogueEntry } from '../../personas/catalogue.ts';
import type { CustomerPersona } from '../../personas/index.ts';
import { recordOrder } from '../productChanges.ts';
import type { ApiEnv } from '../types.ts';
import { bodyOf } from '../middleware/contractValidation.ts';

const MIGRATION_FEE = 0;
const LEAD_DAYS = 14;

function earliestWishDate(): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + LEAD_DAYS);
  return date.toISOString().slice(0, 10);
}

/** Checks a choice of internet product and wish date; a message when it cannot be. */
function checkChoice(request: NetworkMigrationRequest): string | undefined {
  if (catalogueEntry(request.selectedInternetProduct)?.category !== 'Internet')
    return 'Kies een internetabonnement.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(request.wishDate) || request.wishDate < earliestWishDate()) {
    return `Kies een datum vanaf ${earliestWishDate()}.`;
  }
  return undefined;
}

function offer(
  persona: CustomerPersona,
  selected?: string,
  wishDate?: string,
): NetworkMigrationOffer {
  const { eligible, preOrder } = persona.networkMigration;
  const current = persona.subscription.currentInternet?.name ?? null;
  const products = catalogue
    .filter((entry) => entry.category === 'Internet')
    .map((entry) => ({ ...entry, current: entry.name === current }));
  const choice = selected && wishDate ? catalogueEntry(selected) : undefined;
  return {
    eligible,
    currentProductName: current,
    products: eligible ? products : [],
    earliestWishDate: eligible ? earliestWishDate() : null,
    selection:
      eligible && choice?.category === 'Internet' && wishDate
        ? {
            productName: choice.name,
            wishDate,
            monthlyPrice: choice.price,
            oneOffPrice: MIGRATION_FEE,
          }
        : null,
    preOrdered: preOrder !== null,
  };
}

/** GET /api/changeoffer/networkmigration: the offer to move to the new network (spec §7.2). */
export function networkMigrationOfferRoutes() {
  return new Hono<ApiEnv>().get('/networkmigration', (c) =>
    c.json(
      offer(
        c.get('persona'),
        c.req.query('selectedInternetProduct'),
        c.req.query('wishDate'),
      ) satisfies NetworkMigrationOffer,
    ),
  );
}

/** POST /api/networkmigration/preorder and POST /api/networkmigration (spec §7.2). */
export function networkMigrationRoutes() {
  const refuse = (c: Context<ApiEnv>, message: string) =>
    c.json({ success: false, message, orderId: null } satisfies ProductOrderResult);
  return new Hono<ApiEnv>()
    .post('/preorder', (c) => {
      const request = bodyOf(c, 'preOrderNetworkMigration');
      const persona = c.get('persona');
      const problem = persona.networkMigration.eligible
        ? checkChoice(request)
        : 'Overstappen naar het nieuwe netwerk is voor jou niet nodig.';
      if (problem) return c.json({ success: false, message: problem } satisfies WriteResult);
      persona.networkMigration.preOrder = request;
      return c.json({ success: true } satisfies WriteResult);
    })
    .post('/', (c) => {
      const request = bodyOf(c, 'orderNetworkMigration');
      const persona = c.get('persona');
      if (!persona.networkMigration.eligible)
        return refuse(c, 'Overstappen naar het nieuwe netwerk is voor jou niet nodig.');
      const problem = checkChoice(request);
      if (problem) return refuse(c, problem);
      const order = recordOrder(
        persona,
        'NetworkMigration',
        [request.selectedInternetProduct],
        null,
        request.wishDate,
      );
      persona.networkMigration = { eligible: false, preOrder: null };
      return c.json({ success: true, orderId: order.id } satisfies ProductOrderResult);
    });
}
