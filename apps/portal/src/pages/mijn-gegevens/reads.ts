import { reads } from '@vonk/domain';
import { pageRead } from '../../shell/pageLoader.ts';

/**
 * What /mijn-gegevens renders beyond the §2.5 preloads (account, GDPR availability): customer and
 * contract info, a waiting change of the login name (ADR 128), the payment details its shared
 * section shows (ADR 070), the privacy section's settings and the agent log (ADR 129), all in the
 * same round (e2e/preload.spec.ts, ADR 075).
 */
export const myDataReads = () => [
  pageRead(reads.customerInfo),
  pageRead(reads.primaryEmailChange),
  pageRead(reads.contractInfo),
  pageRead(reads.paymentInformation),
  pageRead(reads.privacySettings),
  pageRead(reads.agentActions),
];
