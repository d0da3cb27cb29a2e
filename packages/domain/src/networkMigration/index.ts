export { useNetworkMigrationOffer } from './useNetworkMigrationOffer.ts';
export {
  migrateNetwork,
  orderNetworkMigration,
  preOrderNetworkMigration,
} from './orderNetworkMigration.ts';
export { migrationWishDates } from './rules.ts';
