export { useNetworkMigrationOffer } from './useNetworkMigrationOffer.ts';
export { orderNetworkMigration, preOrderNetworkMigration } from './orderNetworkMigration.ts';
