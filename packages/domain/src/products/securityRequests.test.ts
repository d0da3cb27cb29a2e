import { describe, expect, it } from 'vitest';
import { product } from '../testing/fixtures.ts';
import { securityChangeRequests, securityNames, withVoucher } from './securityRequests.ts';

const own = (name: string, technicalId: string) => product(name, { technicalId });
const home = own('Thuis Veilig Online', 'H');

describe('securityNames', () => {
  it.each([
    [{ home: true, devices: 0 }, ['Thuis Veilig Online']],
    [{ home: false, devices: 1 }, ['Overal Veilig Online']],
    [{ home: true, devices: 1 }, ['Thuis + Overal Veilig Online']],
    [{ home: true, devices: 10 }, ['Thuis Veilig Online', 'Overal Veilig Online 10']],
    [{ home: false, devices: 0 }, []],
  ])('%j → %j', (selection, names) => {
    expect(securityNames(selection)).toEqual(names);
  });
});

describe('securityChangeRequests: spec §4 six changes → add/modify/cease (spec §3 payloads)', () => {
  it('add home: an add', () => {
    expect(securityChangeRequests([], { home: true, devices: 0 })).toEqual({
      change: { kind: 'AddHome' },
      add: { products: [{ name: 'Thuis Veilig Online' }] },
      modify: null,
      cease: null,
    });
  });

  it('add home plus a device variant: one add of both', () => {
    expect(securityChangeRequests([], { home: true, devices: 3 })).toMatchObject({
      change: { kind: 'AddHomeWithDevices', devices: 3 },
      add: { products: [{ name: 'Thuis Veilig Online' }, { name: 'Overal Veilig Online 3' }] },
      modify: null,
      cease: null,
    });
  });

  it('more licences (jan 1 → 10): an upgrade, modify with previousId', () => {
    expect(
      securityChangeRequests([own('Overal Veilig Online', 'SEC-1001')], {
        home: false,
        devices: 10,
      }),
    ).toEqual({
      change: { kind: 'ModifyLicences', direction: 'Upgrade', from: 1, to: 10 },
      add: null,
      modify: { products: [{ name: 'Overal Veilig Online 10', previousId: 'SEC-1001' }] },
      cease: null,
    });
  });

  it('fewer licences (10 → 3): a downgrade, modify with previousId', () => {
    expect(
      securityChangeRequests([home, own('Overal Veilig Online 10', 'E')], {
        home: true,
        devices: 3,
      }),
    ).toMatchObject({
      change: { kind: 'ModifyLicences', direction: 'Downgrade' },
      modify: { products: [{ name: 'Overal Veilig Online 3', previousId: 'E' }] },
      add: null,
      cease: null,
    });
  });

  it('downgrade to home only: the everywhere product is ceased by technicalId', () => {
    expect(
      securityChangeRequests([home, own('Overal Veilig Online 10', 'E')], {
        home: true,
        devices: 0,
      }),
    ).toMatchObject({
      change: { kind: 'DowngradeToHome' },
      cease: { products: [{ name: 'Overal Veilig Online 10', technicalId: 'E' }] },
      add: null,
      modify: null,
    });
    // From the combined product it is a modify into the home product.
    expect(
      securityChangeRequests([own('Thuis + Overal Veilig Online', 'C')], {
        home: true,
        devices: 0,
      })?.modify,
    ).toEqual({ products: [{ name: 'Thuis Veilig Online', previousId: 'C' }] });
  });

  it('remove all: every product ceased', () => {
    expect(
      securityChangeRequests([home, own('Overal Veilig Online 3', 'E')], {
        home: false,
        devices: 0,
      }),
    ).toMatchObject({
      change: { kind: 'RemoveAll' },
      cease: {
        products: [
          { name: 'Thuis Veilig Online', technicalId: 'H' },
          { name: 'Overal Veilig Online 3', technicalId: 'E' },
        ],
      },
    });
  });

  it('upgrade to home plus everywhere: one device modifies into the combined product, more add', () => {
    expect(securityChangeRequests([home], { home: true, devices: 1 })).toMatchObject({
      change: { kind: 'UpgradeToHomeAndEverywhere', devices: 1 },
      modify: { products: [{ name: 'Thuis + Overal Veilig Online', previousId: 'H' }] },
    });
    expect(securityChangeRequests([home], { home: true, devices: 10 })).toMatchObject({
      change: { kind: 'UpgradeToHomeAndEverywhere', devices: 10 },
      add: { products: [{ name: 'Overal Veilig Online 10' }] },
      modify: null,
      cease: null,
    });
  });

  it('nothing changes: null', () => {
    expect(
      securityChangeRequests([own('Overal Veilig Online', 'S')], { home: false, devices: 1 }),
    ).toBeNull();
  });
});

describe('withVoucher (a voucher on an add, ADR 080)', () => {
  it('puts the code on every product the change adds', () => {
    const requests = securityChangeRequests([], { home: true, devices: 3 })!;
    expect(withVoucher(requests, 'VEILIG3').add).toEqual({
      products: [
        { name: 'Thuis Veilig Online', voucherName: 'VEILIG3' },
        { name: 'Overal Veilig Online 3', voucherName: 'VEILIG3' },
      ],
    });
  });

  it('leaves a change without an add, or without a code, as it is', () => {
    const downgrade = securityChangeRequests([own('Overal Veilig Online 10', 'E')], {
      home: false,
      devices: 3,
    })!;
    expect(withVoucher(downgrade, 'VEILIG3')).toBe(downgrade);
    const add = securityChangeRequests([], { home: true, devices: 0 })!;
    expect(withVoucher(add, null)).toBe(add);
  });
});
