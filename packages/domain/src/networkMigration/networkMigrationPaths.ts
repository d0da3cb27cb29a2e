import type { NetworkMigrationRequest } from '../contract/index.ts';

/** Network migration URLs of spec §7.2 (the offer 300 s). */
export const NETWORK_MIGRATION_PATHS = {
  preOrder: '/api/networkmigration/preorder',
  migrate: '/api/networkmigration',
  /** The offer; with a selection it also prices that choice. */
  offer: (selection?: NetworkMigrationRequest) =>
    selection
      ? `/api/changeoffer/networkmigration?${new URLSearchParams({ ...selection }).toString()}`
      : '/api/changeoffer/networkmigration',
} as const;
