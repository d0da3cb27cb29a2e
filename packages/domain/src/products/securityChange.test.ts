import { describe, expect, it } from 'vitest';
import { classifySecurityChange, securitySelection } from './securityChange.ts';

const none = { home: false, devices: 0 };
const home = { home: true, devices: 0 };
const homeAnd = (devices: number) => ({ home: true, devices });

describe('securitySelection (spec §3 product names)', () => {
  it.each([
    [[], none],
    [['Thuis Veilig Online'], home],
    [['Overal Veilig Online'], { home: false, devices: 1 }],
    [['Thuis + Overal Veilig Online'], { home: true, devices: 1 }],
    [['Thuis Veilig Online', 'Overal Veilig Online 10'], homeAnd(10)],
    [['Overal Veilig Online voor 25 apparaten', 'Film1'], { home: false, devices: 25 }],
  ])('%j → %j', (names, expected) => {
    expect(securitySelection(names)).toEqual(expected);
  });
});

describe('classifySecurityChange (spec §4)', () => {
  it.each([
    ['add home', none, home, { kind: 'AddHome' }],
    [
      'add home plus a device variant',
      none,
      homeAnd(3),
      { kind: 'AddHomeWithDevices', devices: 3 },
    ],
    [
      'more licences = upgrade',
      homeAnd(3),
      homeAnd(10),
      { kind: 'ModifyLicences', direction: 'Upgrade', from: 3, to: 10 },
    ],
    [
      'fewer licences = downgrade',
      homeAnd(25),
      homeAnd(10),
      { kind: 'ModifyLicences', direction: 'Downgrade', from: 25, to: 10 },
    ],
    ['downgrade to home only', homeAnd(10), home, { kind: 'DowngradeToHome' }],
    ['remove all', homeAnd(3), none, { kind: 'RemoveAll' }],
    ['remove home', home, none, { kind: 'RemoveAll' }],
    [
      'upgrade to home plus everywhere',
      home,
      homeAnd(1),
      { kind: 'UpgradeToHomeAndEverywhere', devices: 1 },
    ],
    [
      'add home beside the licences (issue #26)',
      { home: false, devices: 1 },
      homeAnd(1),
      { kind: 'AddHome' },
    ],
    ['add home beside 10 licences', { home: false, devices: 10 }, homeAnd(10), { kind: 'AddHome' }],
    [
      'remove home, keep the licences',
      homeAnd(3),
      { home: false, devices: 3 },
      { kind: 'RemoveHome' },
    ],
    ['nothing changes', homeAnd(3), homeAnd(3), null],
    ['nothing to nothing', none, none, null],
    [
      'everywhere only to nothing-home',
      { home: false, devices: 3 },
      { home: false, devices: 0 },
      { kind: 'RemoveAll' },
    ],
  ] as const)('%s', (_name, current, next, expected) => {
    expect(classifySecurityChange(current, next)).toEqual(expected);
  });
});
