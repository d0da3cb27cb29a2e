import type { Address, Order, OrderType, Product, Subscription } from '@vonk/domain/contract';
import { CEASE_BLOCK_TEXTS, ceaseBlocksFor, wifiExtenderAddRefusal } from '@vonk/domain/contract';
import { catalogueEntry } from '../personas/catalogue.ts';
import type { CatalogueEntry } from '../personas/catalogue.ts';
import type { CustomerPersona } from '../personas/index.ts';

/** Hardware is shipped; everything else is switched on remotely. */
const SHIPPED = new Set(['WifiExtender', 'SetTopBox']);
const DELIVERY_DAYS = 7;

function isoDate(daysFromNow = 0): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + daysFromNow);
  return date.toISOString().slice(0, 10);
}

let sequence = 0;
const nextId = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${(sequence++).toString(36)}`.toUpperCase();

/** A new product is pending: wish date set, no in-service date yet (spec §3 startdate falls back to it). */
function pendingProduct(entry: CatalogueEntry): Product {
  return {
    technicalId: nextId(entry.category.slice(0, 3)),
    name: entry.name,
    displayName: entry.displayName,
    price: entry.price,
    inServiceDate: null,
    wishDate: isoDate(SHIPPED.has(entry.category) ? DELIVERY_DAYS : 0),
  };
}

type ListSlot =
  'currentWifiExtenders' | 'currentPremiumPackages' | 'currentThemePackages' | 'currentSettopBoxes';
const LIST_SLOTS: Partial<Record<CatalogueEntry['category'], ListSlot>> = {
  WifiExtender: 'currentWifiExtenders',
  PremiumPackage: 'currentPremiumPackages',
  ThemePackage: 'currentThemePackages',
  SetTopBox: 'currentSettopBoxes',
};

/** Categories that exist only on top of TV. */
const ON_TV = new Set<CatalogueEntry['category']>([
  'PremiumPackage',
  'ThemePackage',
  'SetTopBox',
  'Recording',
]);

/**
 * True when the product's single slot (internet, TV, both voip lines) is already taken, or the
 * customer has the package or the cloud recording already (a second Film1 is no product).
 */
function slotTaken(persona: CustomerPersona, entry: CatalogueEntry): boolean {
  const { subscription } = persona;
  if (entry.category === 'PremiumPackage' || entry.category === 'ThemePackage') {
    const list = subscription[LIST_SLOTS[entry.category]!];
    return list.some((product) => product.name === entry.name);
  }
  if (entry.category === 'Recording') return persona.recording.enableCloudRecording;
  if (entry.category === 'Internet') return subscription.currentInternet !== null;
  if (entry.category === 'Tv') return subscription.currentTv !== null;
  if (entry.category === 'Voip')
    return (
      subscription.currentPrimaryVoipProduct !== null &&
      subscription.currentSecondaryVoipProduct !== null
    );
  return false;
}

/** Puts a product where its category belongs (check slotTaken first). */
function place(persona: CustomerPersona, entry: CatalogueEntry, product: Product): void {
  const subscription: Subscription = persona.subscription;
  const list = LIST_SLOTS[entry.category];
  if (list) subscription[list].push(product);
  else if (entry.category === 'Internet') subscription.currentInternet = product;
  else if (entry.category === 'Tv') subscription.currentTv = product;
  else if (entry.category === 'Voip' && !subscription.currentPrimaryVoipProduct)
    subscription.currentPrimaryVoipProduct = product;
  else if (entry.category === 'Voip') subscription.currentSecondaryVoipProduct = product;
  else if (entry.category === 'Security') persona.security.push(product);
  else if (entry.category === 'Recording') persona.recording.enableCloudRecording = true;
}

/** Every current product with a way to take it out, wherever it sits. */
function locate(
  persona: CustomerPersona,
  technicalId: string,
): { product: Product; remove(): void } | undefined {
  const subscription = persona.subscription;
  for (const slot of [
    'currentInternet',
    'currentTv',
    'currentPrimaryVoipProduct',
    'currentSecondaryVoipProduct',
  ] as const) {
    const product = subscription[slot];
    if (product?.technicalId === technicalId)
      return { product, remove: () => void (subscription[slot] = null) };
  }
  const lists: Product[][] = [
    ...Object.values(LIST_SLOTS).map((slot) => subscription[slot]),
    persona.security,
  ];
  for (const list of lists) {
    const product = list.find((candidate) => candidate.technicalId === technicalId);
    // Removed by identity, not index: several removals from one list shift the indexes.
    if (product) return { product, remove: () => void list.splice(list.indexOf(product), 1) };
  }
  return undefined;
}

/** Records an open order, newest first; the wish date defaults to delivery time when shipping. */
export function recordOrder(
  persona: CustomerPersona,
  orderType: OrderType,
  names: string[],
  shippingAddress: Address | null,
  wishDate = isoDate(shippingAddress ? DELIVERY_DAYS : 0),
): Order {
  const order: Order = {
    id: nextId('ORD'),
    orderDate: isoDate(),
    status: 'Open',
    items: [{ orderType, products: names.map((productName) => ({ productName })) }],
    wishDate,
    completedDate: null,
    shippingAddress,
    trackAndTraceUrl: null,
    shippingAddressChangeable: shippingAddress !== null,
  };
  persona.orders.unshift(order);
  return order;
}

/**
 * A withdrawn order's products leave the subscription (ADR 130): for each name the newest of its
 * list products (packages, extenders, boxes, security); single slots stay with the provider.
 */
export function withdrawFromSubscription(persona: CustomerPersona, names: string[]): void {
  const lists: Product[][] = [
    ...Object.values(LIST_SLOTS).map((slot) => persona.subscription[slot]),
    persona.security,
  ];
  for (const name of names) {
    const list = lists.find((candidate) => candidate.some((product) => product.name === name));
    const newest = list?.findLastIndex((product) => product.name === name);
    if (list && newest !== undefined && newest >= 0) list.splice(newest, 1);
  }
}

/** A refusal the customer can read (200, success false) or a malformed request (400). */
export type ChangeOutcome =
  { ok: true; order: Order } | { ok: false; status: 400 | 200; message: string };

/** Spec §7.2 POST /api/products/add: unknown names are a bad request; a taken slot a refusal. */
export function addProducts(
  persona: CustomerPersona,
  names: string[],
  shippingAddress: Address | undefined,
): ChangeOutcome {
  const entries = names.map(catalogueEntry);
  const unknown = names.filter((_, index) => !entries[index]);
  if (unknown.length)
    return { ok: false, status: 400, message: `Unknown products: ${unknown.join(', ')}.` };
  const found = entries as CatalogueEntry[];
  // Packages, boxes and cloud recording ride on TV: it must be there or come in the same order.
  const withTv = persona.subscription.currentTv !== null || found.some((e) => e.category === 'Tv');
  const needsTv = found.find((entry) => ON_TV.has(entry.category));
  if (needsTv && !withTv)
    return { ok: false, status: 200, message: `${needsTv.displayName} kan alleen met TV.` };
  // Extenders extend the internet line, at most three a home (ADR 079).
  const extenders = found.filter((entry) => entry.category === 'WifiExtender').length;
  const extenderRefusal =
    extenders > 0 &&
    wifiExtenderAddRefusal(
      persona.subscription.currentInternet !== null || found.some((e) => e.category === 'Internet'),
      persona.subscription.currentWifiExtenders.length + extenders,
    );
  if (extenderRefusal) return { ok: false, status: 200, message: extenderRefusal };
  const taken = found.find((entry) => slotTaken(persona, entry));
  if (taken)
    return {
      ok: false,
      status: 200,
      message: `Je hebt al ${taken.displayName} of een vergelijkbaar product. Kies wijzigen.`,
    };
  found.forEach((entry) => place(persona, entry, pendingProduct(entry)));
  const ships = found.some((entry) => SHIPPED.has(entry.category));
  const address = ships ? (shippingAddress ?? persona.account.primaryAddress) : null;
  return { ok: true, order: recordOrder(persona, 'ProductAdd', names, address) };
}

/** POST /api/products/modify: each `previousId` is replaced by the product `name`. */
export function modifyProducts(
  persona: CustomerPersona,
  changes: { name: string; previousId: string }[],
): ChangeOutcome {
  for (const { name, previousId } of changes) {
    if (!catalogueEntry(name) || !locate(persona, previousId)) {
      return { ok: false, status: 400, message: `Cannot change ${previousId} into ${name}.` };
    }
  }
  for (const { name, previousId } of changes) {
    locate(persona, previousId)?.remove();
    place(persona, catalogueEntry(name)!, pendingProduct(catalogueEntry(name)!));
  }
  return {
    ok: true,
    order: recordOrder(
      persona,
      'ProductChange',
      changes.map((change) => change.name),
      null,
    ),
  };
}

/** Open, in progress or shipped: what /api/orders/open lists. */
export const isOpenOrder = (order: Order) =>
  order.status === 'Open' || order.status === 'InProgress' || order.status === 'Shipped';

/**
 * Spec §5, §8 as ADR 120 reads them: no online cease of `ending` while a contract runs, an order
 * it does not undo is open, or it is being cancelled already (the portal's own rule,
 * `ceaseBlocksFor`). The refusal names every reason, in the portal's words.
 */
export function ceaseRefusal(persona: CustomerPersona, ending: readonly Product[]): string | null {
  const blocks = ceaseBlocksFor(
    {
      subscription: persona.subscription,
      security: persona.security,
      openOrders: persona.orders.filter(isOpenOrder),
      contract: persona.details.contract,
      today: isoDate(),
    },
    ending,
  );
  if (blocks.length === 0) return null;
  const reasons = blocks.map((block) =>
    block.reason === 'openOrder'
      ? CEASE_BLOCK_TEXTS.openOrder
      : block.reason === 'contract'
        ? `Je contract loopt nog${block.endDate ? ` tot ${block.endDate}` : ''}.`
        : `${block.cancelled.displayName} is al opgezegd.`,
  );
  // One text per reason: two open orders are one "lopende bestelling" sentence.
  return [CEASE_BLOCK_TEXTS.title, ...new Set(reasons)].join(' ');
}

/** POST /api/products/cease: the products go at once; the order records the change. */
export function ceaseProducts(persona: CustomerPersona, technicalIds: string[]): ChangeOutcome {
  const found = technicalIds.map((technicalId) => locate(persona, technicalId));
  if (found.some((item) => !item))
    return { ok: false, status: 400, message: 'Unknown technicalId.' };
  const refusal = ceaseRefusal(
    persona,
    found.map((item) => item!.product),
  );
  if (refusal) return { ok: false, status: 200, message: refusal };
  const names = found.map((item) => item!.product.name);
  // Without the internet there is no subscription: that is a Cease, not a ProductDelete.
  const internet = persona.subscription.currentInternet;
  const whole = found.some((item) => item!.product === internet);
  found.forEach((item) => item!.remove());
  return { ok: true, order: recordOrder(persona, whole ? 'Cease' : 'ProductDelete', names, null) };
}

/**
 * Test control (e2e): the back office completes every open order today and the products waiting
 * for it are in service, as a delivery and installation would leave them. Returns how many.
 */
export function completeOpenOrders(persona: CustomerPersona): number {
  const open = persona.orders.filter(isOpenOrder);
  const today = isoDate();
  for (const order of open) {
    order.status = 'Completed';
    order.completedDate = today;
  }
  const subscription = persona.subscription;
  const products = [
    ...Object.values(subscription).flatMap((slot) => (Array.isArray(slot) ? slot : [slot])),
    ...persona.security,
  ];
  for (const product of products) {
    if (product && !product.inServiceDate) product.inServiceDate = today;
  }
  return open.length;
}
