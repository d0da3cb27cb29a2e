import { withdrawableOrders } from '@vonk/domain';
import type { Order } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import { usePortal } from '../../session/PortalContext.tsx';

/**
 * The dashboard's line while any order may still be withdrawn (CRD art. 11a: the function is
 * prominent during the whole period): the domain decides (ADR 130). Lazy: only a
 * customer with an open order loads it, so the dashboard's own load stays as it was.
 */
export function WithdrawalNotice({ orders }: { orders: readonly Order[] }) {
  const t = useText();
  const { today = () => new Date() } = usePortal();
  const count = withdrawableOrders(orders, today()).length;
  return count > 0 ? <p>{t('dashboard.orders.withdrawable', { count })}</p> : null;
}
