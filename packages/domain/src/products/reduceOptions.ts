import type { AvailableProduct } from './schema.ts';
import { ceaseBlocksFor } from './changeOptions.ts';
import type { CeaseBlock, ChangeFacts } from './changeOptions.ts';
import { wifiExtenderChange, wifiExtenderCounts } from './wifiExtenders.ts';
import type { WifiExtenderChange } from './wifiExtenders.ts';

// Reductions are cancels of part (issue #26, ADR 120): a count or a selection that ceases a
// product meets the same blocks as the cancel flow, on the flow's first step, never after confirm.
// Veilig Online's selections are in securityOption.ts, so each flow loads only its own.

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
