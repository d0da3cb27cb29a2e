import { useRef, useState } from 'react';
import { Checkbox } from '@vonk/ui';
import type { AddressInput, AddressLookup, AddressStatus } from '@vonk/ui';
import { useApiClient } from '@vonk/domain';
import type { Address } from '@vonk/domain';
import { lazyPart } from '../../sections/lazyPart.tsx';
import { asInput } from './shippingAddressInput.ts';

// The address fields, their rules and the address lookup load when the box is ticked (issue #34),
// warmed when pointing at or tabbing to it.
const loadFields = () => import('./ShipElsewhereFields.tsx');
const shipElsewhereFields = lazyPart(() =>
  loadFields().then((module) => module.ShipElsewhereFields),
);
const ShipElsewhereFields = shipElsewhereFields.Part;

/**
 * The address hardware goes to when not the customer's own (TV boxes, Wi-Fi extenders): the
 * looked-up match and whether one was found, for the choose step's check and its result.
 */
export function useShippingLookup(given: Address | null) {
  const client = useApiClient();
  const found = useRef<Address | null>(given);
  const [status, setStatus] = useState<AddressStatus['status']>(given ? 'found' : 'incomplete');
  const lookup: AddressLookup = async (postalCode, number, addition) => {
    // Only the fields look up, so their module (loaded by then) brings the lookup's code.
    const { findAddress } = await loadFields();
    const match = await findAddress(client, postalCode, number, addition);
    found.current = match;
    return match && { street: match.street, city: match.city };
  };
  return { found, status, setStatus, lookup, given };
}

/**
 * "Bezorgen op een ander adres" and, while ticked, AddressFields with the spec §5 texts (an
 * unknown combination; the known address needs no change and the box can be unticked).
 */
export function ShipElsewhere({
  elsewhere,
  shipping,
  knownAddress,
  label,
  legend,
  idPrefix,
}: {
  /** The form's yes/no field ('ja' or ''). */
  elsewhere: {
    id: string;
    name: string;
    value: string;
    onChange: (value: string) => void;
    errorMessage?: string;
  };
  shipping: ReturnType<typeof useShippingLookup>;
  knownAddress: Address | undefined;
  label: string;
  legend: string;
  idPrefix: string;
}) {
  const known: (AddressInput & { street?: string; city?: string }) | undefined = knownAddress && {
    ...asInput(knownAddress),
    street: knownAddress.street,
    city: knownAddress.city,
  };
  return (
    <>
      <div {...shipElsewhereFields.intent}>
        <Checkbox
          id={elsewhere.id}
          name={elsewhere.name}
          checked={elsewhere.value === 'ja'}
          onChange={(checked) => elsewhere.onChange(checked ? 'ja' : '')}
          errorMessage={elsewhere.errorMessage}
          invalid={elsewhere.errorMessage !== undefined}
        >
          {label}
        </Checkbox>
      </div>
      {elsewhere.value === 'ja' && (
        <ShipElsewhereFields
          skeletonLines={3}
          legend={legend}
          idPrefix={idPrefix}
          lookup={shipping.lookup}
          knownAddress={known}
          defaultValue={shipping.given ? asInput(shipping.given) : undefined}
          onStatus={shipping.setStatus}
        />
      )}
    </>
  );
}
