import { reads } from '@vonk/domain';
import { pageRead } from '../../../shell/pageLoader.ts';

/** The extender product list with its price (GET /api/products/wifiextender, 30 s). */
export const wifiExtenderReads = () => [pageRead(reads.wifiExtenderProducts)];
