import type { WriteResult } from '../endpoint/common.ts';
import { queryString, write } from '../endpoint/endpoint.ts';
import type { ProductOrderResult } from '../products/schema.ts';
import type { NetworkMigrationRequest } from './schema.ts';

/** Network migration URLs of spec §7.2. */
export const NETWORK_MIGRATION_PATHS = {
  preOrder: '/api/networkmigration/preorder',
  migrate: '/api/networkmigration',
  /** The offer; with a selection it also prices that choice. */
  offer: (selection?: Partial<NetworkMigrationRequest>) =>
    `/api/changeoffer/networkmigration${queryString({ ...selection })}`,
} as const;

const tracking = (label: string) => ({ category: 'SS - Netwerkmigratie' as const, label });

/** What a network migration changes: its offer, the orders and the subscription (spec §7.3). */
const NETWORK_MIGRATION_CLEARS = [
  '/api/changeoffer/networkmigration',
  '/api/orders/**',
  '/api/subscription',
];

export const networkMigrationWrites = {
  preOrderNetworkMigration: write<NetworkMigrationRequest, WriteResult>(
    'POST',
    NETWORK_MIGRATION_PATHS.preOrder,
    { clears: NETWORK_MIGRATION_CLEARS, tracking: tracking('Netwerkmigratie vooraanmelden') },
  ),
  orderNetworkMigration: write<NetworkMigrationRequest, ProductOrderResult>(
    'POST',
    NETWORK_MIGRATION_PATHS.migrate,
    { clears: NETWORK_MIGRATION_CLEARS, tracking: tracking('Netwerkmigratie bestellen') },
  ),
};
