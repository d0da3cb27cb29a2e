import { calendarDate, runningCancellations } from '@vonk/domain';
import type { Order, OverviewProduct, Subscription } from '@vonk/domain';
import { useProductName } from '../i18n/useProductName.ts';
import { useText } from '../i18n/useText.ts';
import { usePortal } from '../session/PortalContext.tsx';
import { ProductList } from './ProductList.tsx';
import { endingText } from './endingText.ts';

/**
 * The dashboard's product list with the cancellations running, decided by the domain's
 * `runningCancellations` as /abonnementen decides them. Only the subscription's own products are
 * listed here, so no Veilig Online product is needed to decide theirs.
 */
export function ProductsWithEndings({
  subscription,
  products,
  openOrders,
}: {
  subscription: Subscription;
  products: readonly OverviewProduct[];
  openOrders: readonly Order[];
}) {
  const t = useText();
  const productName = useProductName();
  const { today = () => new Date() } = usePortal();
  const endings = runningCancellations({
    subscription,
    security: [],
    openOrders,
    today: calendarDate(today()),
  });
  return (
    <ProductList
      products={products}
      note={(product) => {
        const ending = product.technicalId ? endings.get(product.technicalId) : undefined;
        return ending && <>, {endingText(ending, product, t, productName)}</>;
      }}
    />
  );
}
