export { NETWORK_MIGRATION_PATHS } from './networkMigrationPaths.ts';
export { useNetworkMigrationOffer } from './useNetworkMigrationOffer.ts';
export { orderNetworkMigration, preOrderNetworkMigration } from './orderNetworkMigration.ts';
