import { currentProducts, productHolding, reads, useRead } from '@vonk/domain';
import type { Subscription } from '@vonk/domain';
import { ProductHoldingText } from './ProductHoldingText.tsx';
import { useProductLabel } from './useProductLabel.ts';

/**
 * The dashboard's summary of /abonnementen (issue #26): each current product by name and role,
 * keyed by its id, or why there is none. The status is a §2.5 preload; the dashboard reads
 * without the §8 error page, so a status that failed counts as not known.
 */
export function CurrentProducts({ subscription }: { subscription: Subscription }) {
  const { label } = useProductLabel();
  const { data: status } = useRead(reads.subscriptionStatus);
  const products = currentProducts(subscription);
  const holding = productHolding(status?.status, products.length);
  if (holding !== 'current') return <ProductHoldingText holding={holding} />;
  return (
    <ul>
      {products.map((product) => (
        <li key={product.technicalId ?? product.role}>{label(product)}</li>
      ))}
    </ul>
  );
}
