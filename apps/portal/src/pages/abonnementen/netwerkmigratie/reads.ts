import { reads } from '@vonk/domain';
import type { PageReadArgs } from '../../../shell/pageLoader.ts';
import { pageRead } from '../../../shell/pageLoader.ts';

/** The offer and, once chosen (in the URL), the priced offer for that product and date. */
export const networkMigrationReads = ({ url }: PageReadArgs) => {
  const selectedInternetProduct = url.searchParams.get('product');
  const wishDate = url.searchParams.get('wensdatum');
  return [
    pageRead(reads.networkMigrationOffer),
    ...(selectedInternetProduct && wishDate
      ? [pageRead(reads.networkMigrationOffer, { selectedInternetProduct, wishDate })]
      : []),
  ];
};
