import { reads, SECURITY_PARTNER } from '@vonk/domain';
import { pageRead } from '../../../shell/pageLoader.ts';

/** Security prices and the security order history (spec §3 PartnerName filter). */
export const securityReads = () => [
  pageRead(reads.availableProducts, { category: 'Security' }),
  pageRead(reads.productOrderHistory, { partnerName: SECURITY_PARTNER }),
];
