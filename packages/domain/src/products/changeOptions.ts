import type { IsoDate } from '../endpoint/common.ts';
import type { ContractInfo } from '../account/schema.ts';
import type { FeatureConfiguration } from '../features/schema.ts';
import { OrderType } from '../orders/orderValues.ts';
import type { Order } from '../orders/schema.ts';
import type { Product, Subscription } from '../subscription/schema.ts';
import { CANCELLING } from './cancellingOrders.ts';
import { ceasableProducts, ceasePlan } from './ceasePlan.ts';
import type { CeasePlan } from './ceasePlan.ts';

/** Spec §8 cease modal texts, to the letter. */
export const CEASE_BLOCK_TEXTS = {
  title: 'Je kan nu niet online opzeggen.',
  openOrder: 'Je hebt een lopende bestelling. Daarom kan je nog niet opzeggen.',
} as const;

/** Everything that decides what can be cancelled or reduced now (issue #26, ADR 120). */
export interface ChangeFacts {
  subscription: Subscription;
  /** Veilig Online products as the customer sees them (none without the feature flag). */
  security: readonly Product[];
  /** GET /api/orders/open. */
  openOrders: readonly Order[];
  contract: Pick<ContractInfo, 'hasRunningContract' | 'endDate' | 'earlyTerminationFee'>;
  /** `ceaseFlowFeatureIsEnabled`: the internet, i.e. the whole subscription, online (ADR 049). */
  wholeOnline: boolean;
  /** The calendar day, passed in (YYYY-MM-DD); never read from the clock here. */
  today: IsoDate;
}

type SecurityFlag = Pick<FeatureConfiguration, 'veiligOnlineProductsFeatureIsEnabled'>;

/** Spec §4: Veilig Online products are shown, ordered and counted only behind their flag. */
export function securityProductsShown(features: SecurityFlag | null | undefined): boolean {
  return features?.veiligOnlineProductsFeatureIsEnabled === true;
}

/**
 * The Veilig Online products as /abonnementen shows them (none without the flag). Every rule on
 * what can be cancelled or reduced takes them from here.
 */
export function shownSecurityProducts(
  features: SecurityFlag | null | undefined,
  security: { products: readonly Product[] } | null | undefined,
): readonly Product[] {
  return securityProductsShown(features) ? (security?.products ?? []) : [];
}

/** A cancellation already under way: the open cease order and the day it takes effect. */
export interface RunningCancellation {
  orderId: string;
  /** The order's wish date; null when none is planned yet. */
  endDate: IsoDate | null;
  /** The product the customer cancelled: the product itself, or TV/internet it ends with. */
  cancelled: Product;
}

/** Why a cancel (or a reduction, which is a cancel of part) cannot be sent now. */
export type CeaseBlock =
  | { reason: 'contract'; endDate: IsoDate | null; earlyTerminationFee: number | null }
  | { reason: 'openOrder'; orderId: string }
  | ({ reason: 'ceaseRunning' } & RunningCancellation);

/** What /abonnementen and the flows may offer for one product. */
export type CancelOption =
  | { kind: 'can'; plan: CeasePlan }
  | { kind: 'blocked'; plan: CeasePlan; blocks: CeaseBlock[] }
  | ({ kind: 'ending' } & RunningCancellation)
  /** Set-top boxes go with TV, never alone. */
  | { kind: 'withTv' }
  /** The internet without `ceaseFlowFeatureIsEnabled`: the service line cancels it. */
  | { kind: 'byPhone' };

/** Orders for a product that cancelling that product simply undoes (ADR 120). */
const UNDOABLE: ReadonlySet<string> = new Set([OrderType.ProductAdd, OrderType.ProductChange]);

/**
 * The customer's own cancellations under way, by technicalId: every product an open Cease or
 * ProductDelete names, and what ends with it (TV's packages and boxes; everything with the
 * internet). Matched by name, as orders name products; one product per named occurrence.
 */
export function runningCancellations(
  facts: Pick<ChangeFacts, 'subscription' | 'security' | 'openOrders' | 'today'>,
): Map<string, RunningCancellation> {
  const { subscription, security, openOrders, today } = facts;
  const all = ceasableProducts(subscription, security);
  const running = new Map<string, RunningCancellation>();
  for (const order of openOrders) {
    const names = order.items
      .filter((item) => CANCELLING.has(item.orderType))
      .flatMap((item) => item.products.map((product) => product.productName));
    for (const name of names) {
      const product = all.find((p) => p.name === name && !running.has(p.technicalId));
      if (!product) continue;
      const entry = { orderId: order.id, endDate: order.wishDate, cancelled: product };
      const plan = ceasePlan(subscription, security, product.technicalId, today)!;
      for (const ending of [product, ...plan.endsWith])
        if (!running.has(ending.technicalId)) running.set(ending.technicalId, entry);
    }
  }
  return running;
}

/**
 * Spec §5, §8 as issue #26 reads them (ADR 120): why cancelling `ending` (a product with what
 * ends with it) cannot be sent now, contract first. A running contract blocks until its end
 * date. A "lopende bestelling" blocks, except an add or change of only what is being cancelled
 * with nothing in the post (cancelling undoes it); the customer's own cancellations are no
 * bestelling and block nothing else. Cancelling what is already being cancelled is refused.
 * Empty: it may be sent. The sandbox refuses with this same rule.
 */
export function ceaseBlocksFor(
  facts: Pick<ChangeFacts, 'subscription' | 'security' | 'openOrders' | 'contract' | 'today'>,
  ending: readonly Product[],
): CeaseBlock[] {
  const { contract, openOrders, today } = facts;
  const blocks: CeaseBlock[] = [];
  const running = runningCancellations(facts);
  const alreadyGoing = ending.length > 0 && ending.every((p) => running.has(p.technicalId));
  if (alreadyGoing)
    blocks.push({ reason: 'ceaseRunning', ...running.get(ending[0]!.technicalId)! });
  if (contract.hasRunningContract && (contract.endDate === null || today < contract.endDate))
    blocks.push({
      reason: 'contract',
      endDate: contract.endDate,
      earlyTerminationFee: contract.earlyTerminationFee,
    });
  const names = new Set(ending.map((product) => product.name));
  for (const order of openOrders) {
    const ordered = order.items.filter((item) => !CANCELLING.has(item.orderType));
    if (ordered.length === 0) continue;
    const undone =
      order.shippingAddress === null &&
      ordered.every(
        (item) =>
          UNDOABLE.has(item.orderType) &&
          item.products.every((product) => names.has(product.productName)),
      );
    if (!undone) blocks.push({ reason: 'openOrder', orderId: order.id });
  }
  return blocks;
}

const isInternet = (facts: ChangeFacts, product: Product) =>
  facts.subscription.currentInternet?.technicalId === product.technicalId;

/**
 * Issue #26: what the customer may do with one product now. Null for a product they do not
 * have (or without a record, like streaming).
 */
export function cancelOption(facts: ChangeFacts, technicalId: string): CancelOption | null {
  const { subscription, security, today } = facts;
  const plan = ceasePlan(subscription, security, technicalId, today);
  if (!plan) return null;
  const running = runningCancellations(facts).get(technicalId);
  if (running) return { kind: 'ending', ...running };
  if (subscription.currentSettopBoxes.some((box) => box.technicalId === technicalId))
    return { kind: 'withTv' };
  if (isInternet(facts, plan.product) && !facts.wholeOnline) return { kind: 'byPhone' };
  const blocks = ceaseBlocksFor(facts, [plan.product, ...plan.endsWith]);
  return blocks.length > 0 ? { kind: 'blocked', plan, blocks } : { kind: 'can', plan };
}

/** Every product the customer has with its option, in the order /abonnementen lists them. */
export function cancelOptions(facts: ChangeFacts): { product: Product; option: CancelOption }[] {
  return ceasableProducts(facts.subscription, facts.security).map((product) => ({
    product,
    option: cancelOption(facts, product.technicalId)!,
  }));
}
