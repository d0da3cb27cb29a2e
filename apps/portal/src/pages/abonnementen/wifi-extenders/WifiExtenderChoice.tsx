import { formatEuro, Radio, RadioGroup } from '@vonk/ui';
import { WIFI_EXTENDERS_MAX } from '@vonk/domain';
import type { Address, AvailableProduct } from '@vonk/domain';
import { usePortalForm } from '../../../forms/usePortalForm.ts';
import { useProductName } from '../../../i18n/useProductName.ts';
import { useText } from '../../../i18n/useText.ts';
import { FlowChoice } from '../FlowChoice.tsx';
import { ShipElsewhere, useShippingLookup } from '../ShipElsewhere.tsx';

export interface WifiExtenderChoiceValues {
  count: number;
  /** Null: the customer's own address (or nothing shipped, for a removal). */
  shippingAddress: Address | null;
}

/**
 * Step 1 of changing Wi-Fi extenders: how many the customer has and wants (0 to the maximum),
 * and, when adding and not at home, where they go (AddressFields with the spec §5 texts, as the
 * TV flow). The address fields are there only while the new count adds extenders.
 */
export function WifiExtenderChoice({
  counts,
  have,
  product,
  knownAddress,
  defaultValues,
  onChosen,
}: {
  counts: readonly number[];
  /** How many the customer has now (Subscription.currentWifiExtenders). */
  have: number;
  /** What an addition orders, with its price. */
  product: AvailableProduct;
  knownAddress: Address | undefined;
  defaultValues: { count: number | null; shippingAddress: Address | null };
  onChosen: (choice: WifiExtenderChoiceValues) => unknown;
}) {
  const t = useText();
  const productName = useProductName();
  const given = defaultValues.shippingAddress;
  const shipping = useShippingLookup(given);
  const form = usePortalForm({
    id: 'abonnementen/wifi-extenders',
    fieldIds: { count: 'wifi-versterkers-aantal', elsewhere: 'wifi-versterkers-ander-adres' },
    defaultValues: {
      count: defaultValues.count === null ? '' : String(defaultValues.count),
      elsewhere: given ? 'ja' : '',
    },
    checks: {
      count: (value) => {
        if (value === '') return t('subscriptions.wifiExtenders.required');
        return Number(value) === have ? t('subscriptions.wifiExtenders.unchanged') : undefined;
      },
      elsewhere: (value, values) =>
        value && Number(values.count) > have && shipping.status !== 'found'
          ? t('subscriptions.wifiExtenders.addressRequired')
          : undefined,
    },
    onSubmit: async ({ count, elsewhere }) => {
      const adds = Number(count) > have;
      return onChosen({
        count: Number(count),
        shippingAddress: adds && elsewhere ? shipping.found.current : null,
      });
    },
  });
  const count = form.field('count');
  const elsewhere = form.field('elsewhere');
  const adds = count.value !== '' && Number(count.value) > have;
  return (
    <FlowChoice
      title={t('subscriptions.wifiExtenders.chooseTitle')}
      form={form}
      intro={<p>{t('subscriptions.wifiExtenders.current', { count: have })}</p>}
    >
      <RadioGroup
        id={count.id}
        name={count.name}
        label={t('subscriptions.wifiExtenders.count')}
        description={t('subscriptions.wifiExtenders.countHelp', {
          product: productName(product),
          description: product.description,
          amount: formatEuro(product.price),
          max: WIFI_EXTENDERS_MAX,
        })}
        value={count.value || null}
        onChange={count.onChange}
        errorMessage={count.errorMessage}
        invalid={count.errorMessage !== undefined}
        orientation="horizontal"
        required
      >
        {counts.map((value) => (
          <Radio key={value} value={String(value)}>
            {value === have
              ? t('subscriptions.wifiExtenders.countNow', { count: value })
              : String(value)}
          </Radio>
        ))}
      </RadioGroup>
      {adds && (
        <ShipElsewhere
          elsewhere={elsewhere}
          shipping={shipping}
          knownAddress={knownAddress}
          label={t('subscriptions.wifiExtenders.elsewhere')}
          legend={t('subscriptions.wifiExtenders.shippingAddress')}
          idPrefix="wifi-versterkers-bezorgadres"
        />
      )}
    </FlowChoice>
  );
}
