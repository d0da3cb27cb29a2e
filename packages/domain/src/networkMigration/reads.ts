// The networkMigration GETs, one export each (ADR 102): `reads.x` and `networkMigrationReads.x` name them, and a bundle
// keeps only the ones its code names.
import { readWith } from '../endpoint/endpoint.ts';
import type { NetworkMigrationOffer, NetworkMigrationRequest } from './schema.ts';
import { NETWORK_MIGRATION_PATHS } from './paths.ts';

/** The offer, priced for a product and wish date when both are given. */
export const networkMigrationOffer = readWith<
  NetworkMigrationOffer,
  Partial<NetworkMigrationRequest> | undefined
>(
  '/api/changeoffer/networkmigration',
  (selection) => NETWORK_MIGRATION_PATHS.offer(selection ?? undefined),
  { ttl: 'medium' },
);
