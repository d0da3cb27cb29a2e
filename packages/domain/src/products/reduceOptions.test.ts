import { describe, expect, it } from 'vitest';
import type { Order } from '../orders/schema.ts';
import { product, subscription } from '../testing/fixtures.ts';
import type { ChangeFacts } from './changeOptions.ts';
import { wifiExtenderOptions } from './reduceOptions.ts';
import { securityOption } from './securityOption.ts';

const contract = { hasRunningContract: true, endDate: '2027-03-15', earlyTerminationFee: 90 };
const noContract = { hasRunningContract: false, endDate: null, earlyTerminationFee: null };
const extender = (technicalId: string, since: string) =>
  product('Wifi-versterker', { technicalId, price: 5, inServiceDate: since });
const open: Order = {
  id: 'ORD-9',
  orderDate: '2026-11-20',
  status: 'Open',
  items: [{ orderType: 'ProductAdd', products: [{ productName: 'Film1' }] }],
  wishDate: '2026-11-20',
  completedDate: null,
  shippingAddress: null,
  trackAndTraceUrl: null,
  shippingAddressChangeable: false,
};

const facts = (patch: Partial<ChangeFacts> = {}): ChangeFacts => ({
  subscription: subscription({
    currentWifiExtenders: [extender('W1', '2021-03-01'), extender('W2', '2026-08-01')],
  }),
  security: [],
  openOrders: [],
  contract: noContract,
  wholeOnline: false,
  today: '2026-11-22',
  ...patch,
});

describe('wifiExtenderOptions (issue #26: a reduction is a cancel, blocked on step 1)', () => {
  const shortly = (options: ReturnType<typeof wifiExtenderOptions>) =>
    options.map((option) =>
      option.kind === 'blocked'
        ? `${option.count}: ${option.blocks.map((block) => block.reason).join('+')}`
        : `${option.count}: ${option.kind}${option.kind === 'can' ? ` ${option.change.kind}` : ''}`,
    );
  it.each([
    ['free (versterker)', {}, ['0: can remove', '1: can remove', '2: same', '3: can add']],
    [
      'a contract (jan): fewer waits for 15 maart 2027, more is fine',
      { contract },
      ['0: contract', '1: contract', '2: same', '3: can add'],
    ],
    [
      'an unrelated open order',
      { openOrders: [open] },
      ['0: openOrder', '1: openOrder', '2: same', '3: can add'],
    ],
  ] as const)('%s', (_name, patch, expected) => {
    expect(shortly(wifiExtenderOptions(facts(patch), { name: 'Wifi-versterker' }))).toEqual(
      expected,
    );
  });
});

describe('securityOption (issue #26)', () => {
  const ten = product('Overal Veilig Online 10', { technicalId: 'S10', price: 8 });
  const three = product('Overal Veilig Online 3', { technicalId: 'S3', price: 5 });
  const one = product('Overal Veilig Online', { technicalId: 'S1', price: 3 });
  const kind = (patch: Partial<ChangeFacts>, home: boolean, devices: number) => {
    const option = securityOption(facts(patch), { home, devices });
    if (option.kind === 'blocked') return option.blocks.map((block) => block.reason);
    if (option.kind === 'nothingToChange')
      return `nothing: keeps ${option.kept.name}, cancel ${option.cancelInstead.map((p) => p.name).join()}`;
    if (option.kind === 'can') return option.requests.change.kind;
    return option.kind;
  };
  it.each([
    ['what one has', { security: [one] }, false, 1, 'same'],
    ['add home beside the licences', { security: [one] }, true, 1, 'AddHome'],
    ['more licences', { security: [one], contract }, false, 10, 'ModifyLicences'],
    ['remove all under a contract (jan)', { security: [one], contract }, false, 0, ['contract']],
    ['remove all, free', { security: [one] }, false, 0, 'RemoveAll'],
    [
      'home only modifies, so a contract does not block it',
      { security: [one], contract },
      true,
      0,
      'DowngradeToHome',
    ],
    [
      '10 → 3 with a 3 of its own (veilig-dubbel)',
      { security: [ten, three] },
      false,
      3,
      'nothing: keeps Overal Veilig Online 3, cancel Overal Veilig Online 10',
    ],
    ['10 → 1 beside a 3 modifies', { security: [ten, three] }, false, 1, 'ModifyLicences'],
    ['remove all with two products', { security: [ten, three] }, false, 0, 'RemoveAll'],
  ] as const)('%s', (_name, patch, home, devices, expected) => {
    expect(kind(patch as Partial<ChangeFacts>, home, devices)).toEqual(expected);
  });
});
