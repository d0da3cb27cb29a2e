import { reads } from '@vonk/domain';
import { pageRead } from '../../shell/pageLoader.ts';

/**
 * /download-inzageverzoek: the availability is a §2.5 preload; named here too so a direct visit
 * starts it in the loader's round (the cache answers it once, no second GET).
 */
export const privacyDataRequestReads = () => [pageRead(reads.gdprAvailability)];
