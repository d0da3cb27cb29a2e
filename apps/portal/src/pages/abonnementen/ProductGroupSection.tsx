import { formatDateInText, formatEuro, Link, PriceChangeCallout, Section } from '@vonk/ui';
import { productPriceChanges, routePaths } from '@vonk/domain';
import type { CancelOption, OverviewProduct, ProductGroup } from '@vonk/domain';
import { useProductName } from '../../i18n/useProductName.ts';
import { useText } from '../../i18n/useText.ts';
import { useProductLabel } from '../../sections/useProductLabel.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { endingText } from '../../sections/endingText.ts';

const GROUP_TITLE: Record<ProductGroup['key'], MessageId> = {
  internet: 'subscriptions.group.internet',
  tv: 'subscriptions.group.tv',
  fixedLine: 'subscriptions.group.fixedLine',
  wifiExtenders: 'subscriptions.group.wifiExtenders',
  security: 'subscriptions.group.security',
  streaming: 'subscriptions.group.streaming',
};

/** One category of what the customer has: each product with its price and start date. */
export function ProductGroupSection({
  group,
  cloudRecording,
  cancelOption,
  today,
  activationUrl,
}: {
  group: ProductGroup;
  cloudRecording: boolean;
  /**
   * The domain's answer for the product (ADR 120): a link to the cease flow when it may be
   * cancelled or the flow's first step says why not, the running cancellation when one is.
   */
  cancelOption: (product: OverviewProduct) => CancelOption | null;
  /** The portal's today: spec §9 callouts show in their ranges. */
  today: Date;
  /** Where a not yet activated streaming product is activated (GET /api/entertainment/viaplay). */
  activationUrl?: string | null;
}) {
  const t = useText();
  const productName = useProductName();
  return (
    <Section title={t(GROUP_TITLE[group.key])}>
      <ul>
        {group.products.map((product) => (
          <ProductLine
            key={`${product.role}-${product.technicalId ?? product.name}`}
            product={product}
            cancel={cancelOption(product)}
          />
        ))}
      </ul>
      {cloudRecording && <p>{t('subscriptions.recording.on')}</p>}
      {group.key === 'wifiExtenders' && (
        <p>
          <Link href={routePaths.subscriptionsWifiExtenders.href()}>
            {t('subscriptions.wifiExtenders.groupLink')}
          </Link>
        </p>
      )}
      {group.key === 'streaming' &&
        activationUrl &&
        group.products.some((product) => product.pending) && (
          <p>
            <Link href={activationUrl}>
              {t('subscriptions.streaming.activate', { product: productName(group.products[0]!) })}
            </Link>
          </p>
        )}
      {productPriceChanges(group, today).map(({ callout, products }) => (
        <PriceChangeCallout
          key={callout.id}
          title={t('subscriptions.priceChange.title', {
            products: products.map(productName).join(', '),
          })}
          body={t('subscriptions.priceChange.body')}
          periodLabel={t('subscriptions.priceChange.period')}
          start={callout.from}
          end={callout.to}
        />
      ))}
    </Section>
  );
}

function ProductLine({
  product,
  cancel,
}: {
  product: OverviewProduct;
  cancel: CancelOption | null;
}) {
  const t = useText();
  const productName = useProductName();
  const role = useProductLabel().role(product);
  // Blocked still links: the flow's first step says every reason (spec §8 cease modal).
  const linked = cancel?.kind === 'can' || cancel?.kind === 'blocked';
  return (
    <li>
      <strong>{productName(product)}</strong>
      {role && ` (${role})`}
      {product.price !== null && (
        <>
          {' · '}
          {t('subscriptions.product.price', { amount: formatEuro(product.price) })}
        </>
      )}
      {' · '}
      {productState(product, t)}
      {cancel?.kind === 'ending' && (
        <>
          {' · '}
          <strong>{endingText(cancel, product, t, productName)}</strong>
        </>
      )}
      {linked && product.technicalId && (
        <>
          {' · '}
          <Link
            href={routePaths.subscriptionsCease.href({
              product: product.technicalId,
              stap: 'overzicht',
            })}
          >
            {t('subscriptions.cease.link', { product: productName(product) })}
          </Link>
        </>
      )}
    </li>
  );
}

function productState(product: OverviewProduct, t: ReturnType<typeof useText>): string {
  if (product.role === 'streaming')
    return t(
      product.pending
        ? 'subscriptions.streaming.notActivated'
        : 'subscriptions.streaming.activated',
    );
  if (!product.startDate) return t('subscriptions.product.noDate');
  const date = formatDateInText(product.startDate);
  return t(product.pending ? 'subscriptions.product.expected' : 'subscriptions.product.since', {
    date,
  });
}
