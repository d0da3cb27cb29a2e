import { reads } from '@vonk/domain';
import type { ChangeFacts } from '@vonk/domain';
import type { SandboxGet } from './sectionStory.tsx';

/**
 * A section story's facts for "what can be cancelled or reduced now" (ADR 120), from the
 * sandbox's reads for its persona, as `useChangeFacts` gathers them on the page.
 */
export async function changeFactsFrom(get: SandboxGet, today: string): Promise<ChangeFacts> {
  const [subscription, features, security, openOrders, contract] = await Promise.all([
    get(reads.subscription, undefined),
    get(reads.features, undefined),
    get(reads.securityCustomer, undefined),
    get(reads.openOrders, undefined),
    get(reads.contractInfo, undefined),
  ]);
  return {
    subscription,
    security: features.veiligOnlineProductsFeatureIsEnabled === true ? security.products : [],
    openOrders,
    contract,
    wholeOnline: features.ceaseFlowFeatureIsEnabled === true,
    today,
  };
}
