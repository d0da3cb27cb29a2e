import { AddressFields } from '@vonk/ui';
import type { AddressInput, AddressLookup, AddressStatus } from '@vonk/ui';
import {
  houseNumber,
  houseNumberAddition,
  lookupAddress,
  matchAddress,
  postcode,
} from '@vonk/domain';
import type { Address, ApiClient } from '@vonk/domain';

const RULES = { postcode, houseNumber, houseNumberAddition };

/** The known address for a postcode, number and addition (spec §5), or null when none is. */
export async function findAddress(
  client: ApiClient,
  postalCode: string,
  number: string,
  addition: string,
): Promise<Address | null> {
  return matchAddress(await lookupAddress(client, postalCode, number), addition || null);
}

/**
 * The address of ShipElsewhere while "Bezorgen op een ander adres" is ticked: AddressFields with
 * its lookup, in a chunk of its own (issue #34).
 */
export function ShipElsewhereFields({
  legend,
  idPrefix,
  lookup,
  knownAddress,
  defaultValue,
  onStatus,
}: {
  legend: string;
  idPrefix: string;
  lookup: AddressLookup;
  knownAddress: (AddressInput & { street?: string; city?: string }) | undefined;
  defaultValue: AddressInput | undefined;
  onStatus: (status: AddressStatus['status']) => void;
}) {
  return (
    <AddressFields
      legend={legend}
      idPrefix={idPrefix}
      rules={RULES}
      lookup={lookup}
      knownAddress={knownAddress}
      defaultValue={defaultValue}
      onChange={(_address, next) => onStatus(next.status)}
      required
    />
  );
}
