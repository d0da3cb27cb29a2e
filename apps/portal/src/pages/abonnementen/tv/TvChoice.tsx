import { ExplainerVideo, Radio, RadioGroup } from '@vonk/ui';
import { reads, STB_COUNT_MAX, STB_COUNT_MIN } from '@vonk/domain';
import type { Address } from '@vonk/domain';
import { usePortalForm } from '../../../forms/usePortalForm.ts';
import { useText } from '../../../i18n/useText.ts';
import { usePortal } from '../../../session/PortalContext.tsx';
import { usePageData } from '../../../shell/usePageData.ts';
import { FlowChoice } from '../FlowChoice.tsx';
import { warmOrderSteps } from '../lazyOrderSteps.tsx';
import { ShipElsewhere, useShippingLookup } from '../ShipElsewhere.tsx';

export interface TvChoiceValues {
  stbCount: number;
  /** Null: the customer's own address. */
  shippingAddress: Address | null;
}

const COUNTS = Array.from(
  { length: STB_COUNT_MAX - STB_COUNT_MIN + 1 },
  (_, index) => STB_COUNT_MIN + index,
);

/**
 * Step 1 of adding TV: how many set-top boxes (1-4) and, when not at home, where they go
 * (AddressFields with the spec §5 texts: unknown combination; the known address needs no
 * change and the box can be unticked).
 */
export function TvChoice({
  defaultValues,
  onChosen,
}: {
  defaultValues: TvChoiceValues;
  onChosen: (choice: TvChoiceValues) => unknown;
}) {
  const t = useText();
  const { config } = usePortal();
  const { data: account } = usePageData(reads.account);
  const shipping = useShippingLookup(defaultValues.shippingAddress);
  const form = usePortalForm({
    id: 'abonnementen/tv',
    fieldIds: { stbCount: 'tv-ontvangers', elsewhere: 'tv-ander-adres' },
    defaultValues: {
      stbCount: String(defaultValues.stbCount),
      elsewhere: defaultValues.shippingAddress ? 'ja' : '',
    },
    checks: {
      elsewhere: (value) =>
        value && shipping.status !== 'found' ? t('subscriptions.tv.addressRequired') : undefined,
    },
    onSubmit: async ({ stbCount, elsewhere }) =>
      onChosen({
        stbCount: Number(stbCount),
        shippingAddress: elsewhere ? shipping.found.current : null,
      }),
  });
  const count = form.field('stbCount');
  const elsewhere = form.field('elsewhere');
  return (
    <FlowChoice warmNext={warmOrderSteps} title={t('subscriptions.tv.chooseTitle')} form={form}>
      <RadioGroup
        id={count.id}
        name={count.name}
        label={t('subscriptions.tv.boxes')}
        description={t('subscriptions.tv.boxesHelp')}
        value={count.value}
        onChange={count.onChange}
        orientation="horizontal"
        required
      >
        {COUNTS.map((value) => (
          <Radio key={value} value={String(value)}>
            {String(value)}
          </Radio>
        ))}
      </RadioGroup>
      <ExplainerVideo
        title={t('subscriptions.tv.video.title')}
        src={config.externalUrls.setTopBoxVideo ?? null}
        captionsSrc={config.externalUrls.setTopBoxVideoCaptions}
        unavailableText={t('subscriptions.video.unavailable')}
      />
      <ShipElsewhere
        elsewhere={elsewhere}
        shipping={shipping}
        knownAddress={account?.primaryAddress}
        label={t('subscriptions.tv.elsewhere')}
        legend={t('subscriptions.tv.shippingAddress')}
        idPrefix="tv-bezorgadres"
      />
    </FlowChoice>
  );
}
