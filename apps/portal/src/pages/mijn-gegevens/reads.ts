import { reads } from '@vonk/domain';
import { pageRead } from '../../shell/pageLoader.ts';

/** What /mijn-gegevens renders beyond the §2.5 preloads (account, GDPR availability). */
export const myDataReads = () => [
  pageRead(reads.customerInfo),
  pageRead(reads.contractInfo),
  // The privacy section's settings, in the same round (e2e/preload.spec.ts, ADR 075).
  pageRead(reads.privacySettings),
];
