import { describe, expect, it } from 'vitest';
import type { Order } from '../orders/schema.ts';
import type { OrderType } from '../orders/orderValues.ts';
import { product, subscription } from '../testing/fixtures.ts';
import {
  CEASE_BLOCK_TEXTS,
  cancelOption,
  ceaseBlocksFor,
  shownSecurityProducts,
} from './changeOptions.ts';
import { hasCancellingOrder, openOrderCounts } from './cancellingOrders.ts';
import type { ChangeFacts } from './changeOptions.ts';

const TODAY = '2026-11-22';
const home = {
  street: 'Kerkstraat',
  houseNumber: 12,
  houseNumberAddition: null,
  postalCode: '3511 LX',
  city: 'Utrecht',
};

const openOrder = (
  id: string,
  orderType: OrderType,
  names: string[],
  options: { shipped?: boolean; wishDate?: string } = {},
): Order => ({
  id,
  orderDate: '2026-11-20',
  status: 'Open',
  items: [{ orderType, products: names.map((productName) => ({ productName })) }],
  wishDate: options.wishDate ?? '2026-12-31',
  completedDate: null,
  shippingAddress: options.shipped ? home : null,
  trackAndTraceUrl: null,
  shippingAddressChangeable: options.shipped === true,
});

const twoP = subscription({
  currentInternet: product('Internet Start', { technicalId: 'INT' }),
  currentTv: product('TV Start', { technicalId: 'TV', price: 20 }),
  currentPremiumPackages: [product('Film1', { technicalId: 'PRM', price: 12.5 })],
  currentThemePackages: [product('Infotainment', { technicalId: 'THM', price: 5 })],
  currentSettopBoxes: [product('Mediabox Next', { technicalId: 'STB', price: 0 })],
  currentWifiExtenders: [
    product('Wifi-versterker', { technicalId: 'WFX', inServiceDate: null, wishDate: '2026-12-01' }),
  ],
});
const noContract = { hasRunningContract: false, endDate: null, earlyTerminationFee: null };
const contract = { hasRunningContract: true, endDate: '2027-03-15', earlyTerminationFee: 90 };

const facts = (patch: Partial<ChangeFacts> = {}): ChangeFacts => ({
  subscription: twoP,
  security: [product('Overal Veilig Online', { technicalId: 'SEC', price: 3 })],
  openOrders: [],
  contract: noContract,
  wholeOnline: false,
  today: TODAY,
  ...patch,
});

const ceaseTv = openOrder('ORD-1401', 'Cease', ['TV Start']);
const addFilm1 = openOrder('ORD-2', 'ProductAdd', ['Film1']);
const extenderOnItsWay = openOrder('ORD-7002', 'ProductAdd', ['Wifi-versterker'], {
  shipped: true,
});
const securityChange = openOrder('ORD-3', 'ProductChange', ['Overal Veilig Online']);
const renewal = openOrder('ORD-4', 'ContractRenewal', ['Internet Start']);
const film1Gone = openOrder('ORD-5', 'ProductDelete', ['Infotainment']);

/** The option in short: its kind, then the block reasons with what they name. */
function summary(patch: Partial<ChangeFacts>, technicalId: string) {
  const option = cancelOption(facts(patch), technicalId);
  if (!option) return null;
  if (option.kind === 'blocked')
    return option.blocks.map((block) =>
      block.reason === 'openOrder'
        ? `openOrder ${block.orderId}`
        : block.reason === 'contract'
          ? `contract ${block.endDate}`
          : `ceaseRunning ${block.orderId}`,
    );
  if (option.kind === 'ending')
    return `ending ${option.endDate} (${option.cancelled.name}, ${option.orderId})`;
  return option.kind;
}

describe('cancelOption (issue #26, ADR 120: spec §5, §8 per product)', () => {
  it.each([
    // nothing in the way
    ['free: a package', {}, 'PRM', 'can'],
    ['free: TV', {}, 'TV', 'can'],
    ['boxes go with TV', {}, 'STB', 'withTv'],
    ['the internet without the cease flow: by phone', {}, 'INT', 'byPhone'],
    ['the internet with the cease flow', { wholeOnline: true }, 'INT', 'can'],
    ['a product the customer does not have', {}, 'NOPE', null],
    // a contract: until its end date, for everything
    ['contract runs', { contract }, 'PRM', ['contract 2027-03-15']],
    ['contract ends today', { contract: { ...contract, endDate: TODAY } }, 'PRM', 'can'],
    [
      'contract without an end date',
      { contract: { ...contract, endDate: null } },
      'THM',
      ['contract null'],
    ],
    // opzegging-loopt: the running cancellation is shown, blocks nothing else
    [
      'TV being cancelled',
      { openOrders: [ceaseTv] },
      'TV',
      'ending 2026-12-31 (TV Start, ORD-1401)',
    ],
    [
      'a package ends with the TV',
      { openOrders: [ceaseTv] },
      'PRM',
      'ending 2026-12-31 (TV Start, ORD-1401)',
    ],
    [
      'the box ends with the TV',
      { openOrders: [ceaseTv] },
      'STB',
      'ending 2026-12-31 (TV Start, ORD-1401)',
    ],
    ['own cancellation blocks no other cancel', { openOrders: [ceaseTv] }, 'SEC', 'can'],
    ['nor the whole subscription', { openOrders: [ceaseTv], wholeOnline: true }, 'INT', 'can'],
    ['a removed add-on blocks nothing', { openOrders: [film1Gone] }, 'PRM', 'can'],
    // a package added a minute ago: undoing it is fine, other cancels wait
    ['undo the package just added', { openOrders: [addFilm1] }, 'PRM', 'can'],
    ['TV takes the new package along', { openOrders: [addFilm1] }, 'TV', 'can'],
    [
      'an unrelated cancel waits for the add',
      { openOrders: [addFilm1] },
      'THM',
      ['openOrder ORD-2'],
    ],
    ['undo a licence change', { openOrders: [securityChange] }, 'SEC', 'can'],
    // wachtend: hardware on its way blocks, also undoing it (spec §8)
    ['the extender on its way', { openOrders: [extenderOnItsWay] }, 'WFX', ['openOrder ORD-7002']],
    [
      'anything else while it is on its way',
      { openOrders: [extenderOnItsWay] },
      'PRM',
      ['openOrder ORD-7002'],
    ],
    [
      'the internet while it is on its way',
      { openOrders: [extenderOnItsWay], wholeOnline: true },
      'INT',
      ['openOrder ORD-7002'],
    ],
    // a renewal is no add: it blocks the internet's cancel too
    ['a renewal blocks', { openOrders: [renewal], wholeOnline: true }, 'INT', ['openOrder ORD-4']],
    // jan: a contract and an order, both said, contract first
    [
      'contract and an order',
      { contract, openOrders: [extenderOnItsWay] },
      'THM',
      ['contract 2027-03-15', 'openOrder ORD-7002'],
    ],
  ] as const)('%s', (_name, patch, technicalId, expected) => {
    expect(summary(patch as Partial<ChangeFacts>, technicalId)).toEqual(expected);
  });

  it('carries the plan, the end date and the fee on', () => {
    expect(cancelOption(facts({ contract }), 'PRM')).toMatchObject({
      kind: 'blocked',
      plan: { product: { name: 'Film1' }, route: 'productsCease' },
      blocks: [{ reason: 'contract', endDate: '2027-03-15', earlyTerminationFee: 90 }],
    });
  });

  it('has the spec §8 texts to the letter', () => {
    expect(CEASE_BLOCK_TEXTS).toEqual({
      title: 'Je kan nu niet online opzeggen.',
      openOrder: 'Je hebt een lopende bestelling. Daarom kan je nog niet opzeggen.',
    });
  });
});

describe('ceaseBlocksFor (the sandbox refuses with it)', () => {
  const tv = twoP.currentTv!;
  it.each([
    ['a second TV cease', [ceaseTv], [tv, ...twoP.currentPremiumPackages], ['ceaseRunning']],
    ['the internet with a TV cease running', [ceaseTv], [twoP.currentInternet!, tv], []],
    ['nothing open', [], [tv], []],
  ] as const)('%s', (_name, openOrders, ending, reasons) => {
    expect(
      ceaseBlocksFor(facts({ openOrders: [...openOrders] }), ending).map((block) => block.reason),
    ).toEqual(reasons);
  });
});

describe('shownSecurityProducts (spec §4: Veilig Online only behind its flag)', () => {
  const home = product('Veilig Online Thuis');
  it.each([
    [
      'flag on, products',
      { veiligOnlineProductsFeatureIsEnabled: true },
      { products: [home] },
      [home],
    ],
    ['flag on, not yet answered', { veiligOnlineProductsFeatureIsEnabled: true }, undefined, []],
    ['flag off', { veiligOnlineProductsFeatureIsEnabled: false }, { products: [home] }, []],
    ['flag not configured', {}, { products: [home] }, []],
    ['features not answered', undefined, { products: [home] }, []],
  ] as const)('%s', (_, features, security, shown) => {
    expect(shownSecurityProducts(features, security)).toEqual(shown);
  });
});

describe('hasCancellingOrder (before the dashboard loads the cancel rules)', () => {
  it.each([
    ['no open orders', [], false],
    ['a cease', [openOrder('O-1', 'Cease', ['TV Start'])], true],
    ['a product delete', [openOrder('O-2', 'ProductDelete', ['Film1'])], true],
    ['an add only', [openOrder('O-3', 'ProductAdd', ['Film1'])], false],
    [
      'an add beside a cease',
      [openOrder('O-3', 'ProductAdd', ['Film1']), openOrder('O-1', 'Cease', ['TV Start'])],
      true,
    ],
  ] as const)('%s', (_, orders, expected) => {
    expect(hasCancellingOrder(orders)).toBe(expected);
  });
});

describe('openOrderCounts (the dashboard counts as the cancel rules do, ADR 120)', () => {
  const cease = openOrder('O-1', 'Cease', ['TV Start']);
  const add = openOrder('O-2', 'ProductAdd', ['Film1']);
  const mixed: Order = {
    ...add,
    id: 'O-3',
    items: [...add.items, ...openOrder('O-3', 'ProductDelete', ['Infotainment']).items],
  };
  it.each([
    ['none', [], { orders: 0, cancellations: 0 }],
    ['one cancellation', [cease], { orders: 0, cancellations: 1 }],
    ['one order', [add], { orders: 1, cancellations: 0 }],
    ['an order that also removes something is an order', [mixed], { orders: 1, cancellations: 0 }],
    ['both', [cease, add], { orders: 1, cancellations: 1 }],
  ] as const)('%s', (_, orders, counts) => {
    expect(openOrderCounts(orders)).toEqual(counts);
  });
});
