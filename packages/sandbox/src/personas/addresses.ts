import type { Address } from '@vonk/domain/contract';
import { jan } from './jan.ts';
import { nieuw } from './nieuw.ts';
import { piet } from './piet.ts';
import { sanne } from './sanne.ts';
import { storing } from './storing.ts';
import { opzegger } from './opzegger.ts';
import { wachtend } from './wachtend.ts';

const street = (
  streetName: string,
  houseNumber: number,
  postalCode: string,
  city: string,
  additions: (string | null)[],
) =>
  additions.map((houseNumberAddition): Address => ({
    street: streetName,
    houseNumber,
    houseNumberAddition,
    postalCode,
    city,
  }));

/**
 * The address register behind /api/AddressLookup: every persona's address plus neighbours, so
 * a move or a delivery to another address can be typed in. Anything else is 'unknown'.
 */
export const knownAddresses: readonly Address[] = [
  ...[jan, sanne, nieuw, piet, storing, opzegger, wachtend].map(
    (persona) => persona.account.primaryAddress,
  ),
  ...street('Lindengracht', 88, '1015 KK', 'Amsterdam', ['1', '3']),
  ...street('Kerkstraat', 14, '3511 LX', 'Utrecht', [null]),
  ...street('Damrak', 1, '1012 LG', 'Amsterdam', [null, 'A', 'B']),
  ...street('Vredenburg', 40, '3511 BD', 'Utrecht', [null]),
  ...street('Grote Markt', 2, '9711 LV', 'Groningen', [null, 'bis']),
];
