import { ChangeDirection } from '../orders/orderValues.ts';
import type { Product } from '../subscription/schema.ts';
import type { AvailableProduct } from './schema.ts';
import { ceaseBlocksFor } from './changeOptions.ts';
import type { CeaseBlock, ChangeFacts } from './changeOptions.ts';
import { securitySelection } from './securityChange.ts';
import type { SecuritySelection } from './securityChange.ts';
import { securityChangeRequests } from './securityRequests.ts';
import type { SecurityChangeRequests } from './securityRequests.ts';
import { wifiExtenderChange, wifiExtenderCounts } from './wifiExtenders.ts';
import type { WifiExtenderChange } from './wifiExtenders.ts';

// Reductions are cancels of part (issue #26, ADR 120): a count or a selection that ceases a
// product meets the same blocks as the cancel flow, on the flow's first step, never after confirm.

/** One count of the Wi-Fi extender choice: what it would do and whether it can be sent now. */
export type WifiExtenderOption =
  | { count: number; kind: 'same' }
  | { count: number; kind: 'can'; change: WifiExtenderChange }
  | { count: number; kind: 'blocked'; change: WifiExtenderChange; blocks: CeaseBlock[] };

/** Every count 0 to the maximum (none without internet); fewer ceases the newest ones. */
export function wifiExtenderOptions(
  facts: ChangeFacts,
  product: Pick<AvailableProduct, 'name'> | null,
): WifiExtenderOption[] {
  const { subscription } = facts;
  return wifiExtenderCounts(subscription).flatMap((count): WifiExtenderOption[] => {
    if (count === subscription.currentWifiExtenders.length) return [{ count, kind: 'same' }];
    const change = wifiExtenderChange(subscription, product, count);
    if (!change) return [];
    const blocks =
      change.kind === 'remove'
        ? ceaseBlocksFor(
            facts,
            change.products.map((item) => item.product),
          )
        : [];
    return [
      blocks.length > 0
        ? { count, kind: 'blocked', change, blocks }
        : { count, kind: 'can', change },
    ];
  });
}

/** One Veilig Online selection: what it would send, or why it cannot or need not be sent. */
export type SecurityOption =
  | { kind: 'same' }
  | { kind: 'can'; requests: SecurityChangeRequests }
  | { kind: 'blocked'; requests: SecurityChangeRequests; blocks: CeaseBlock[] }
  /**
   * Spec §8 "downgrade with no product returns false": fewer licences that the customer already
   * has as a product of their own (`kept`) leave nothing to modify; cancelling the others
   * (`cancelInstead`) is the way to get there.
   */
  | { kind: 'nothingToChange'; kept: Product; cancelInstead: Product[] };

/** What choosing `selection` in the Veilig Online flow would do for this customer now. */
export function securityOption(facts: ChangeFacts, selection: SecuritySelection): SecurityOption {
  const current = facts.security;
  const requests = securityChangeRequests(current, selection);
  if (!requests) return { kind: 'same' };
  const { change } = requests;
  const ceased = (requests.cease?.products ?? []).flatMap(
    ({ technicalId }) => current.find((product) => product.technicalId === technicalId) ?? [],
  );
  if (
    change.kind === 'ModifyLicences' &&
    change.direction === ChangeDirection.Downgrade &&
    !requests.modify
  ) {
    const kept = current.find(
      (product) =>
        !ceased.includes(product) && securitySelection([product.name]).devices === change.to,
    );
    if (kept) return { kind: 'nothingToChange', kept, cancelInstead: ceased };
  }
  const blocks = ceased.length > 0 ? ceaseBlocksFor(facts, ceased) : [];
  return blocks.length > 0 ? { kind: 'blocked', requests, blocks } : { kind: 'can', requests };
}
