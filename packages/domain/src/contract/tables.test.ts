import { describe, expect, it } from 'vitest';
import { matchPath } from '../endpoint/matchPath.ts';
import { READ_COUNT, reads } from './reads.ts';
import { WRITE_COUNT, WRITE_TABLE, writes } from './writes.ts';
import { contractSchemas } from './schemas.ts';

describe('the resource homes, merged', () => {
  it('no read or write name is used by two homes (the later would silently win)', () => {
    expect(Object.keys(reads)).toHaveLength(READ_COUNT);
    expect(Object.keys(writes)).toHaveLength(WRITE_COUNT);
  });

  it('every read and write has its schema', () => {
    expect(Object.keys(contractSchemas.reads).sort()).toEqual(Object.keys(reads).sort());
    expect(Object.keys(contractSchemas.writes).sort()).toEqual(Object.keys(writes).sort());
  });

  it('a parameterised read builds URLs its own pattern (its TTL row) matches', () => {
    expect(matchPath(reads.completedOrders.pattern, reads.completedOrders.url({ page: 2 }))).toBe(
      true,
    );
    expect(reads.completedOrders.url({ page: 2 })).toBe('/api/orders/completed/2/10');
    expect(matchPath(reads.order.pattern, reads.order.url({ id: 'ORD 1' }))).toBe(true);
    expect(reads.productOrderHistory.url({ partnerName: 'F-Secure' })).toBe(
      '/api/orders/productOrderHistory?PartnerName=F-Secure',
    );
    expect(
      reads.networkMigrationOffer.url({ selectedInternetProduct: 'X', wishDate: '2026-12-01' }),
    ).toBe('/api/changeoffer/networkmigration?selectedInternetProduct=X&wishDate=2026-12-01');
    expect(reads.vodUsage.url({ month: '2026-10' })).toBe('/api/usage/vod?month=2026-10');
    expect(reads.credit.url({ id: 'CR-1' })).toBe('/api/credits/CR-1');
  });
});

describe('writes table (spec §7.2 every write reported, §9 categories prefixed SS - )', () => {
  it('gives every write a category with the SS - prefix and a label, except the log endpoints', () => {
    const untracked = WRITE_TABLE.filter((row) => row.tracking === null).map((row) => row.name);
    expect(untracked.sort()).toEqual(['log', 'logExternal']);
    for (const { tracking } of WRITE_TABLE.filter((row) => row.tracking)) {
      expect(tracking?.category).toMatch(/^SS - \S/);
      expect(tracking?.label).not.toBe('');
    }
  });

  it('tracks household subscribe exactly as spec §7.2 says', () => {
    expect(writes.subscribeHousehold.tracking).toEqual({
      category: 'SS - Aanmelden Klantvoordeel',
      label: 'Aanmelden Klantvoordeel',
    });
  });

  it.each([
    ['products', 'addProducts'],
    ['TV', 'orderTv'],
    ['VoIP', 'saveNumberBlocking'],
    ['recording', 'saveRecordingSettings'],
    ['vouchers', 'applyVoucher'],
    ['migration', 'orderNetworkMigration'],
    ['move', 'planMove'],
    ['remote mechanic', 'requestRemoteSupport'],
    ['household', 'unsubscribeHousehold'],
    ['privacy', 'savePrivacySettings'],
    ['display preferences', 'saveDisplayPreferences'],
    ['payment', 'updatePaymentInformation'],
    ['e-mail', 'setPrimaryEmailAddress'],
    ['phones', 'setPhoneNumbers'],
    ['password', 'changePassword'],
    ['shipping address', 'changeShippingAddress'],
    ['public opt-out', 'saveOptOut'],
    ['transfer dossier', 'updateTransferDossierByReference'],
  ] as const)('%s (%s) has a row', (_group, name) => {
    expect(WRITE_TABLE.find((row) => row.name === name)?.tracking).not.toBeNull();
  });
});
