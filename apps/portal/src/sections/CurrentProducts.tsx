import { lazy, Suspense } from 'react';
import { currentProducts, hasCancellingOrder, productHolding, reads, useRead } from '@vonk/domain';
import type { Subscription } from '@vonk/domain';
import { ProductHoldingText } from './ProductHoldingText.tsx';
import { ProductList } from './ProductList.tsx';

// The cancel rules are the abonnementen pages' code; most customers have no cancellation running,
// so the dashboard loads them only for one who has (issue #26, the dashboard's size budget).
const ProductsWithEndings = lazy(() =>
  import('./ProductsWithEndings.tsx').then((module) => ({ default: module.ProductsWithEndings })),
);

/**
 * The dashboard's summary of /abonnementen (issue #26): each current product by name and role,
 * keyed by its id, with a cancellation running for it said as the overview says it, or why there
 * is none. The status and open orders are §2.5 preloads; the dashboard reads without the §8 error
 * page, so a read that failed counts as not known.
 */
export function CurrentProducts({ subscription }: { subscription: Subscription }) {
  const { data: status } = useRead(reads.subscriptionStatus);
  const { data: openOrders } = useRead(reads.openOrders);
  const products = currentProducts(subscription);
  const holding = productHolding(status?.status, products.length);
  if (holding !== 'current') return <ProductHoldingText holding={holding} />;
  if (!openOrders || !hasCancellingOrder(openOrders)) return <ProductList products={products} />;
  return (
    <Suspense fallback={<ProductList products={products} />}>
      <ProductsWithEndings
        subscription={subscription}
        products={products}
        openOrders={openOrders}
      />
    </Suspense>
  );
}
