import { formatDateInText, Section, Spinner } from '@vonk/ui';
import { displayOrderType, reads, SECURITY_PARTNER } from '@vonk/domain';
import type { OrderType } from '@vonk/domain';
import { useProductName } from '../../../i18n/useProductName.ts';
import { useText } from '../../../i18n/useText.ts';
import type { MessageId } from '../../../i18n/messages.ts';
import { usePageData } from '../../../shell/usePageData.ts';

const TYPE_TEXT: Partial<Record<OrderType, MessageId>> = {
  ProductAdd: 'subscriptions.security.history.ProductAdd',
  ProductDelete: 'subscriptions.security.history.ProductDelete',
  ProductChange: 'subscriptions.security.history.ProductChange',
};

/** The security order history (GET /api/orders/productOrderHistory?PartnerName=F-Secure). */
export function SecurityOrderHistory() {
  const t = useText();
  const productName = useProductName();
  const { data: orders } = usePageData(reads.productOrderHistory, {
    partnerName: SECURITY_PARTNER,
  });
  return (
    <Section title={t('subscriptions.security.history.title')}>
      {/* Not "none yet" before the history is read (the route preloads it, ADR 095). */}
      {orders === undefined ? (
        <Spinner label={t('subscriptions.security.history.loading')} />
      ) : orders.length > 0 ? (
        <ul>
          {orders.flatMap((order) =>
            order.items.map((item, index) => {
              const type = TYPE_TEXT[displayOrderType(item)];
              return (
                <li key={`${order.id}-${index}`}>
                  {formatDateInText(order.orderDate)}
                  {': '}
                  {type ? t(type) : t('subscriptions.security.history.other')}
                  {' – '}
                  {item.products.map(productName).join(', ')}
                </li>
              );
            }),
          )}
        </ul>
      ) : (
        <p>{t('subscriptions.security.history.empty')}</p>
      )}
    </Section>
  );
}
