import { lazy, Suspense } from 'react';
import { formatDateInText, formatEuro, Grid, Link } from '@vonk/ui';
import {
  activeOutageCount,
  invoiceToPay,
  latestInvoice,
  openOrderCounts,
  reads,
  routePaths,
  showHouseholdLink,
  useRead,
} from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import { CurrentProducts } from '../../sections/CurrentProducts.tsx';
import { DashboardTile } from './DashboardTile.tsx';
import { HouseholdTile } from './HouseholdTile.tsx';
import { TransferTile } from './TransferTile.tsx';
import pageMessages from '../../i18n/compiled/pages/dashboard.json';
import { registerPageMessages } from '../../i18n/messages.ts';

registerPageMessages(pageMessages);

// Only a customer with an outage running asks what it earned (issue #29): its credits read and
// model come in their own chunk, outside the dashboard's size budget (ADR 028).
const OutageCompensationNote = lazy(() =>
  import('./OutageCompensationNote.tsx').then((m) => ({ default: m.OutageCompensationNote })),
);
// Only a customer with an open order asks whether it can still be withdrawn (issue #28).
const WithdrawalNotice = lazy(() =>
  import('./WithdrawalNotice.tsx').then((m) => ({ default: m.WithdrawalNotice })),
);

/**
 * Spec §2.3 /dashboard (Overzicht): greets the customer and summarises what the §2.5 preloads
 * brought, each tile linking to its page. HTTP errors are not handled globally here (§2.2).
 */
export function DashboardPage() {
  const t = useText();
  const account = useRead(reads.account);
  const subscription = useRead(reads.subscription);
  const invoices = useRead(reads.invoices);
  const openBalance = useRead(reads.openBalance);
  const openOrders = useRead(reads.openOrders);
  const outages = useRead(reads.outageIncidents);
  const firstName = account.data?.personInformation.firstName;

  return (
    <>
      <p>
        {firstName
          ? t('dashboard.greeting', { name: firstName })
          : t('dashboard.greetingAnonymous')}
      </p>
      <Grid minColumnWidth="18rem" gap="4">
        <DashboardTile
          title={t('dashboard.products.title')}
          resource={subscription}
          link={{ href: routePaths.subscriptions.href(), text: t('dashboard.products.link') }}
        >
          {(data) => <CurrentProducts subscription={data} />}
        </DashboardTile>

        <DashboardTile
          title={t('dashboard.invoices.title')}
          resource={openBalance}
          link={{ href: routePaths.invoices.href(), text: t('dashboard.invoices.link') }}
        >
          {(balance) => {
            const latest = invoices.data ? latestInvoice(invoices.data) : null;
            // Issue #29: a link that starts paying on /rekeningen, so the tile stays small (ADR 136).
            const toPay = invoices.data ? invoiceToPay(invoices.data) : null;
            return (
              <>
                <p>{t('dashboard.invoices.openBalance', { amount: formatEuro(balance.amount) })}</p>
                {balance.overdueAmount > 0 && (
                  <p>
                    {t('dashboard.invoices.overdue', { amount: formatEuro(balance.overdueAmount) })}
                  </p>
                )}
                <p>
                  {latest
                    ? t('dashboard.invoices.latest', {
                        date: formatDateInText(latest.invoiceDate),
                        amount: formatEuro(latest.amount),
                      })
                    : t('dashboard.invoices.none')}
                </p>
                {toPay && (
                  <p>
                    <Link href={routePaths.invoices.href({ betalen: toPay.id })}>
                      {t('dashboard.invoices.pay', { amount: formatEuro(toPay.openAmount) })}
                    </Link>
                  </p>
                )}
              </>
            );
          }}
        </DashboardTile>

        <DashboardTile
          title={t('dashboard.orders.title')}
          resource={openOrders}
          link={{ href: routePaths.orders.href(), text: t('dashboard.orders.link') }}
        >
          {(orders) => {
            // Own cancellations are no "lopende bestelling" (ADR 120): said apart, as /abonnementen does.
            const counts = openOrderCounts(orders);
            return (
              <>
                <p>{t('dashboard.orders.open', { count: counts.orders })}</p>
                {counts.cancellations > 0 && (
                  <p>{t('dashboard.orders.cancellations', { count: counts.cancellations })}</p>
                )}
                {/* CRD art. 11a: said while any order may be withdrawn; lazy, only with an order. */}
                {orders.length > 0 && (
                  <Suspense fallback={null}>
                    <WithdrawalNotice orders={orders} />
                  </Suspense>
                )}
              </>
            );
          }}
        </DashboardTile>

        <DashboardTile
          title={t('dashboard.outages.title')}
          resource={outages}
          link={{ href: routePaths.outages.href(), text: t('dashboard.outages.link') }}
        >
          {(data) => {
            const count = activeOutageCount(data);
            return (
              <>
                <p>
                  {count === 0
                    ? t('dashboard.outages.none')
                    : t('dashboard.outages.some', { count })}
                </p>
                {count > 0 && (
                  <Suspense fallback={null}>
                    <OutageCompensationNote incidents={data} />
                  </Suspense>
                )}
              </>
            );
          }}
        </DashboardTile>

        {showHouseholdLink(subscription.data) && <HouseholdTile />}
        <TransferTile />
      </Grid>
    </>
  );
}
