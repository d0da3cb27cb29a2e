import { useRef, useState } from 'react';
import { AddressFields, Checkbox, ExplainerVideo, Radio, RadioGroup } from '@vonk/ui';
import type { AddressInput, AddressLookup, AddressStatus } from '@vonk/ui';
import {
  houseNumber,
  houseNumberAddition,
  lookupAddress,
  matchAddress,
  postcode,
  reads,
  STB_COUNT_MAX,
  STB_COUNT_MIN,
  useApiClient,
} from '@vonk/domain';
import type { Address } from '@vonk/domain';
import { usePortalForm } from '../../../forms/usePortalForm.ts';
import { useText } from '../../../i18n/useText.ts';
import { usePortal } from '../../../session/PortalContext.tsx';
import { usePageData } from '../../../shell/usePageData.ts';
import { FlowChoice } from '../FlowChoice.tsx';

export interface TvChoiceValues {
  stbCount: number;
  /** Null: the customer's own address. */
  shippingAddress: Address | null;
}

const COUNTS = Array.from(
  { length: STB_COUNT_MAX - STB_COUNT_MIN + 1 },
  (_, index) => STB_COUNT_MIN + index,
);
const RULES = { postcode, houseNumber, houseNumberAddition };

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
  const client = useApiClient();
  const { config } = usePortal();
  const { data: account } = usePageData(reads.account);
  const known = account?.primaryAddress;
  const found = useRef<Address | null>(defaultValues.shippingAddress);
  const [status, setStatus] = useState<AddressStatus['status']>(
    defaultValues.shippingAddress ? 'found' : 'incomplete',
  );
  const lookup: AddressLookup = async (postalCode, number, addition) => {
    const match = matchAddress(await lookupAddress(client, postalCode, number), addition || null);
    found.current = match;
    return match && { street: match.street, city: match.city };
  };
  const form = usePortalForm({
    id: 'abonnementen/tv',
    fieldIds: { stbCount: 'tv-ontvangers', elsewhere: 'tv-ander-adres' },
    defaultValues: {
      stbCount: String(defaultValues.stbCount),
      elsewhere: defaultValues.shippingAddress ? 'ja' : '',
    },
    checks: {
      elsewhere: (value) =>
        value && status !== 'found' ? t('subscriptions.tv.addressRequired') : undefined,
    },
    onSubmit: async ({ stbCount, elsewhere }) =>
      onChosen({
        stbCount: Number(stbCount),
        shippingAddress: elsewhere ? found.current : null,
      }),
  });
  const count = form.field('stbCount');
  const elsewhere = form.field('elsewhere');
  const knownInput: (AddressInput & { street?: string; city?: string }) | undefined = known && {
    postalCode: known.postalCode,
    houseNumber: String(known.houseNumber),
    houseNumberAddition: known.houseNumberAddition ?? '',
    street: known.street,
    city: known.city,
  };
  const given = defaultValues.shippingAddress;

  return (
    <FlowChoice title={t('subscriptions.tv.chooseTitle')} form={form}>
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
      <Checkbox
        id={elsewhere.id}
        name={elsewhere.name}
        checked={elsewhere.value === 'ja'}
        onChange={(checked) => elsewhere.onChange(checked ? 'ja' : '')}
        errorMessage={elsewhere.errorMessage}
        invalid={elsewhere.errorMessage !== undefined}
      >
        {t('subscriptions.tv.elsewhere')}
      </Checkbox>
      {elsewhere.value === 'ja' && (
        <AddressFields
          legend={t('subscriptions.tv.shippingAddress')}
          idPrefix="tv-bezorgadres"
          rules={RULES}
          lookup={lookup}
          knownAddress={knownInput}
          defaultValue={
            given
              ? {
                  postalCode: given.postalCode,
                  houseNumber: String(given.houseNumber),
                  houseNumberAddition: given.houseNumberAddition ?? '',
                }
              : undefined
          }
          onChange={(_address, next) => setStatus(next.status)}
          required
        />
      )}
    </FlowChoice>
  );
}
