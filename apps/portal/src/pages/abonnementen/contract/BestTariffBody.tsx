import { InlineMessage, Link, Stack, formatEuro } from '@vonk/ui';
import { bestTariff } from '@vonk/domain';
import type { ProductLists, Subscription } from '@vonk/domain';
import { useProductName } from '../../../i18n/useProductName.ts';
import { useText } from '../../../i18n/useText.ts';
import { usePortal } from '../../../session/PortalContext.tsx';
import folderMessages from '../../../i18n/compiled/pages/abonnementen.contract.json';
import { registerPageMessages } from '../../../i18n/messages.ts';

// The texts only the advice's body uses come with it (issue #34).
registerPageMessages(folderMessages);

/**
 * The best-tariff advice's body (EECC art. 105(3)) once its product lists are answered: the
 * cheapest products giving the same services, or that this is it; `lists` null when one failed.
 * Loaded only when the advice shows (issue #34), near the term's end.
 */
export function BestTariffBody({
  subscription,
  lists,
}: {
  subscription: Subscription;
  lists: ProductLists | null;
}) {
  const t = useText();
  const name = useProductName();
  const { config } = usePortal();
  if (!lists)
    return <InlineMessage tone="error">{t('subscriptions.bestTariff.failed')}</InlineMessage>;
  const advice = bestTariff(subscription, lists);
  if (advice.savings.length === 0) return <p>{t('subscriptions.bestTariff.cheapest')}</p>;
  return (
    <Stack gap="2">
      <p>{t('subscriptions.bestTariff.intro')}</p>
      <ul>
        {advice.savings.map(({ service, best, current }) => (
          <li key={service}>
            {t('subscriptions.bestTariff.item', {
              product: name(best),
              price: formatEuro(best.price),
              current: formatEuro(current.price ?? 0),
            })}
          </li>
        ))}
      </ul>
      <p>
        <strong>
          {t('subscriptions.bestTariff.saving', { saving: formatEuro(advice.savingPerMonth) })}
        </strong>
      </p>
      {config.externalUrls.contact && (
        <p>
          <Link href={config.externalUrls.contact}>{t('subscriptions.bestTariff.contact')}</Link>
        </p>
      )}
    </Stack>
  );
}
