import { useState } from 'react';
import {
  Alert,
  DescriptionList,
  Link,
  Section,
  Stack,
  formatAddressLine,
  formatDateInText,
} from '@vonk/ui';
import { currentProducts, reads, routePaths, useRead } from '@vonk/domain';
import { useText } from '../../../i18n/useText.ts';
import { useFocusWhen } from '../../../sections/useFocusWhen.ts';
import { usePageData } from '../../../shell/usePageData.ts';
import { MoveForm } from './MoveForm.tsx';
import pageMessages from '../../../i18n/compiled/pages/mijn-gegevens.json';
import { registerPageMessages } from '../../../i18n/messages.ts';
import folderMessages from '../../../i18n/compiled/pages/mijn-gegevens.adresgegevens.json';

registerPageMessages(pageMessages);
// The texts only this folder uses (issue #34).
registerPageMessages(folderMessages);

/**
 * Spec §2.3 /mijn-gegevens/adresgegevens (Adres; ADR 047): the current address, a planned move
 * (GET /api/move/address) with its move order, or the move flow to plan one.
 */
export function AddressPage() {
  const t = useText();
  const account = useRead(reads.account);
  const subscription = useRead(reads.subscription);
  const planned = usePageData(reads.plannedMove);
  // Local (useRead): without the lines the move still works, it only says less about the numbers.
  const voip = useRead(reads.voipSettings);
  const [orderId, setOrderId] = useState<string | null>(null);
  const done = useFocusWhen(orderId);
  const current = account.data?.primaryAddress;
  const services = subscription.data ? currentProducts(subscription.data) : [];
  const move = planned.data;

  return (
    <Stack gap="7">
      {current && (
        <Section title={t('address.current.title')} headingLevel={2}>
          <p>{formatAddressLine(current, { withPostcode: true })}</p>
        </Section>
      )}
      {orderId && (
        <Alert ref={done} tabIndex={-1} tone="success" title={t('move.done.title')}>
          {t('move.done.body', { orderId })}
        </Alert>
      )}
      {move ? (
        <Section title={t('address.planned.title')} headingLevel={2}>
          <Stack gap="3">
            <DescriptionList
              items={[
                {
                  term: t('address.planned.to'),
                  description: formatAddressLine(move.address, { withPostcode: true }),
                },
                { term: t('address.planned.date'), description: formatDateInText(move.moveDate) },
                { term: t('address.planned.order'), description: move.orderId },
              ]}
            />
            <p>{t('address.planned.change')}</p>
            <p>
              <Link href={routePaths.orders.href()}>{t('address.planned.ordersLink')}</Link>
            </p>
          </Stack>
        </Section>
      ) : (
        current && (
          <Section title={t('move.title')} headingLevel={2} description={t('move.intro')}>
            <MoveForm
              current={current}
              services={services}
              lines={voip.data?.lines ?? []}
              currentTv={subscription.data?.currentTv}
              onPlanned={async (result) => {
                await planned.mutate();
                setOrderId(result.orderId ?? '');
              }}
            />
          </Section>
        )
      )}
    </Stack>
  );
}
