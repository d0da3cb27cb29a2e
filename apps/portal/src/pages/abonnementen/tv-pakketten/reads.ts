import { reads } from '@vonk/domain';
import { pageRead } from '../../../shell/pageLoader.ts';

/** The premium and theme packages with their prices and what the customer has (30 s each). */
export const tvPackageReads = () => [
  pageRead(reads.availableProducts, { category: 'PremiumPackage' }),
  pageRead(reads.availableProducts, { category: 'ThemePackage' }),
];
