import { Card, EmptyState, Link, Section, Spinner, Stack, formatDateInText } from '@vonk/ui';
import { reads, routePaths } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import { usePageData } from '../../shell/usePageData.ts';
import { OrderSummary } from './OrderSummary.tsx';
import { OrderTracker } from './OrderTracker.tsx';
import pageMessages from '../../i18n/compiled/pages/bestellingen.json';
import screenMessages from '../../i18n/compiled/pages/bestellingen.OrdersHomePage.json';
import { registerPageMessages } from '../../i18n/messages.ts';

registerPageMessages(pageMessages);
registerPageMessages(screenMessages);

/**
 * Spec §2.3, §2.6 /bestellingen/thuis: where a new customer without converged info lands — their
 * initial order on the one tracker, the installation appointment and what to prepare (ADR 039).
 * Once the initial order is done (`/api/orders/initial` answers null) it says so and links on.
 */
export function OrdersHomePage() {
  const t = useText();
  const { data: initial } = usePageData(reads.initialOrder);
  if (initial === undefined) return <Spinner label={t('orders.home.loading')} />;
  if (initial === null) {
    return (
      <EmptyState
        title={t('orders.home.none')}
        action={<Link href={routePaths.orders.href()}>{t('orders.home.toOrders')}</Link>}
      >
        {t('orders.home.noneBody')}
      </EmptyState>
    );
  }
  return (
    <Stack gap="6">
      <Card title={t('orders.home.title')} headingLevel={2}>
        <Stack gap="4">
          <OrderTracker order={initial} />
          <OrderSummary order={initial} />
        </Stack>
      </Card>
      <Section title={t('orders.home.appointment.title')} headingLevel={2}>
        <p>
          {initial.wishDate
            ? t('orders.home.appointment.planned', { date: formatDateInText(initial.wishDate) })
            : t('orders.home.appointment.unplanned')}
        </p>
      </Section>
      <Section title={t('orders.home.prepare.title')} headingLevel={2}>
        <ul>
          <li>{t('orders.home.prepare.home')}</li>
          <li>{t('orders.home.prepare.socket')}</li>
          <li>{t('orders.home.prepare.package')}</li>
          <li>{t('orders.home.prepare.number', { id: initial.id })}</li>
        </ul>
      </Section>
    </Stack>
  );
}
