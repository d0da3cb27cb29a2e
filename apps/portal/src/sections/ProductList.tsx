import type { ReactNode } from 'react';
import type { OverviewProduct } from '@vonk/domain';
import { useProductLabel } from './useProductLabel.ts';

/** The products as the tile lists them, each with an optional note ("opgezegd, stopt op …"). */
export function ProductList({
  products,
  note,
}: {
  products: readonly OverviewProduct[];
  note?: (product: OverviewProduct) => ReactNode;
}) {
  const { label } = useProductLabel();
  return (
    <ul>
      {products.map((product) => (
        <li key={product.technicalId ?? product.role}>
          {label(product)}
          {note?.(product)}
        </li>
      ))}
    </ul>
  );
}
