import { preload, reads } from '@vonk/domain';
import { pageRead } from '../../shell/pageLoader.ts';
import type { PageRead } from '../../shell/pageLoader.ts';

/**
 * What /mijn-gegevens renders beyond the §2.5 preloads (account, GDPR availability): customer and
 * contract info, a waiting change of the login name (ADR 128), the payment details its shared
 * section shows (ADR 070), the privacy section's settings and the agent log (ADR 129), all in the
 * same round (e2e/preload.spec.ts, ADR 075). A log with changes brings its table's code in the
 * same round (issue #34), so the page opens with it; the page's module decides (the route loads
 * it anyway), so this route table's file stays as it was.
 */
export const myDataReads = (): PageRead[] => [
  pageRead(reads.customerInfo),
  pageRead(reads.primaryEmailChange),
  pageRead(reads.contractInfo),
  pageRead(reads.paymentInformation),
  pageRead(reads.privacySettings),
  async (client) => {
    const log = await preload(client, reads.agentActions);
    await import('./MyDataPage.tsx').then((page) => page.agentActionParts(log));
    return log;
  },
];
