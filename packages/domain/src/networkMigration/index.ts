export {
  migrateNetwork,
  orderNetworkMigration,
  preOrderNetworkMigration,
} from './orderNetworkMigration.ts';
export { migrationQuote, migrationWishDates } from './rules.ts';
