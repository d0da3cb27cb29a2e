import { Alert, formatEuro, Radio, RadioGroup } from '@vonk/ui';
import { WIFI_EXTENDERS_MAX } from '@vonk/domain';
import type { Address, AvailableProduct, WifiExtenderOption } from '@vonk/domain';
import { usePortalForm } from '../../../forms/usePortalForm.ts';
import { useProductName } from '../../../i18n/useProductName.ts';
import { useText } from '../../../i18n/useText.ts';
import { ceaseBlockTexts } from '../ceaseBlockTexts.ts';
import { FlowChoice } from '../FlowChoice.tsx';
import { warmOrderSteps } from '../lazyOrderSteps.tsx';
import { ShipElsewhere, useShippingLookup } from '../ShipElsewhere.tsx';

export interface WifiExtenderChoiceValues {
  count: number;
  /** Null: the customer's own address (or nothing shipped, for a removal). */
  shippingAddress: Address | null;
}

/**
 * Step 1 of changing Wi-Fi extenders: how many the customer has and wants (0 to the maximum),
 * and, when adding and not at home, where they go (AddressFields with the spec §5 texts, as the
 * TV flow). The address fields are there only while the new count adds extenders. Fewer is a
 * cancel: when the domain blocks it (ADR 120), the step says why up front and those counts are
 * disabled, so the block is never news on the summary or after confirming.
 */
export function WifiExtenderChoice({
  options,
  have,
  product,
  knownAddress,
  defaultValues,
  onChosen,
}: {
  /** Every count with the domain's answer (`wifiExtenderOptions`). */
  options: readonly WifiExtenderOption[];
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
        if (Number(value) === have) return t('subscriptions.wifiExtenders.unchanged');
        const option = options.find((candidate) => candidate.count === Number(value));
        return option?.kind === 'blocked'
          ? ceaseBlockTexts(option.blocks, t, productName).join(' ')
          : undefined;
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
  const blocked = options.find((option) => option.kind === 'blocked');
  return (
    <FlowChoice
      warmNext={warmOrderSteps}
      title={t('subscriptions.wifiExtenders.chooseTitle')}
      form={form}
      intro={
        <>
          <p>{t('subscriptions.wifiExtenders.current', { count: have })}</p>
          {blocked?.kind === 'blocked' && (
            <Alert tone="info" title={t('subscriptions.wifiExtenders.fewerBlocked')}>
              {ceaseBlockTexts(blocked.blocks, t, productName).map((text) => (
                <p key={text}>{text}</p>
              ))}
            </Alert>
          )}
        </>
      }
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
        {options.map(({ count: value, kind }) => (
          <Radio key={value} value={String(value)} disabled={kind === 'blocked'}>
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
