import { DescriptionList, Link, StatusTag, formatAddressLine, formatDateInText } from '@vonk/ui';
import { orderDisplayType } from '@vonk/domain';
import type { Order } from '@vonk/domain';
import { useProductName } from '../../i18n/useProductName.ts';
import { useText } from '../../i18n/useText.ts';
import {
  CHANGE_DIRECTION_TEXTS,
  ORDER_STATUS_TEXTS,
  ORDER_STATUS_TONES,
  ORDER_TYPE_TEXTS,
} from './orderTexts.ts';

/** The order's type in words (§3 display rule), with an item's change direction when it has one. */
export function useOrderTitle() {
  const t = useText();
  return (order: Order) => {
    const direction = order.items.find((item) => item.changeDirection)?.changeDirection;
    const type = t(ORDER_TYPE_TEXTS[orderDisplayType(order)]);
    return direction ? `${type} (${t(CHANGE_DIRECTION_TEXTS[direction])})` : type;
  };
}

/** What an order is: status, products, dates, where it goes and its track & trace. */
export function OrderSummary({ order }: { order: Order }) {
  const t = useText();
  const productName = useProductName();
  const products = order.items.flatMap((item) => item.products.map(productName));
  return (
    <DescriptionList
      items={[
        {
          id: 'status',
          term: t('orders.field.status'),
          description: (
            <StatusTag tone={ORDER_STATUS_TONES[order.status]}>
              {t(ORDER_STATUS_TEXTS[order.status])}
            </StatusTag>
          ),
        },
        { id: 'number', term: t('orders.field.number'), description: order.id },
        {
          id: 'products',
          term: t('orders.field.products'),
          description: products.join(', ') || t('orders.field.noProducts'),
        },
        {
          id: 'ordered',
          term: t('orders.field.orderDate'),
          description: formatDateInText(order.orderDate),
        },
        ...(order.completedDate
          ? [
              {
                id: 'completed',
                term: t('orders.field.completedDate'),
                description: formatDateInText(order.completedDate),
              },
            ]
          : order.wishDate
            ? [
                {
                  id: 'wish',
                  term: t('orders.field.wishDate'),
                  description: formatDateInText(order.wishDate),
                },
              ]
            : []),
        ...(order.shippingAddress
          ? [
              {
                id: 'address',
                term: t('orders.field.shippingAddress'),
                description: formatAddressLine(order.shippingAddress, { withPostcode: true }),
              },
            ]
          : []),
        ...(order.trackAndTraceUrl
          ? [
              {
                id: 'track',
                term: t('orders.field.trackAndTrace'),
                description: (
                  <Link href={order.trackAndTraceUrl}>
                    {t('orders.trackAndTrace', { id: order.id })}
                  </Link>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
