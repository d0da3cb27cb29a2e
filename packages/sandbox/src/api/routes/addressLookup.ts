import { Hono } from 'hono';
import type { AddressLookupResult } from '@vonk/domain/contract';
import { knownAddresses } from '../../personas/addresses.ts';
import type { ApiEnv } from '../types.ts';

/** '1234ab' and '1234 AB' are the same postcode. */
const normalisePostalCode = (value: string) => value.replace(/\s/g, '').toUpperCase();

/** /api/AddressLookup/{postalCode}/{houseNumber}: all additions at that address; [] when unknown (spec §5). */
export function addressLookupRoutes() {
  return new Hono<ApiEnv>().get('/:postalCode/:houseNumber', (c) => {
    const postalCode = normalisePostalCode(c.req.param('postalCode'));
    const houseNumber = Number(c.req.param('houseNumber'));
    const matches = knownAddresses.filter(
      (address) =>
        normalisePostalCode(address.postalCode) === postalCode &&
        address.houseNumber === houseNumber,
    );
    return c.json(matches satisfies AddressLookupResult);
  });
}
