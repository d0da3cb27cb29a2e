import { ChangeDirection } from '../orders/orderValues.ts';
import type { Product } from '../subscription/schema.ts';
import { ceaseBlocksFor } from './changeOptions.ts';
import type { CeaseBlock, ChangeFacts } from './changeOptions.ts';
import { securitySelection } from './securityChange.ts';
import type { SecuritySelection } from './securityChange.ts';
import { securityChangeRequests } from './securityRequests.ts';
import type { SecurityChangeRequests } from './securityRequests.ts';

// A reduction is a cancel of part (issue #26, ADR 120), as in reduceOptions.ts: a selection that
// ceases a product meets the same blocks as the cancel flow, on the flow's first step.

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
