import { ChangeDirection } from '../orders/orderValues.ts';

/**
 * What a customer has of online security (spec §3 product names): the home product
 * ('Thuis Veilig Online') and/or the everywhere product with a number of device licences
 * ('Overal Veilig Online', variants for 3, 10 or 25 devices; 0 = none).
 */
export interface SecuritySelection {
  home: boolean;
  devices: number;
}

/** Licences of the plain everywhere product, whose name carries no number. */
export const EVERYWHERE_BASE_DEVICES = 1;

/** Reads a selection from product names ('Thuis + Overal Veilig Online', 'Overal Veilig Online 10', ...). */
export function securitySelection(productNames: readonly string[]): SecuritySelection {
  let home = false;
  let devices = 0;
  for (const name of productNames) {
    if (/Thuis/i.test(name) && /Veilig Online/i.test(name)) home = true;
    if (/Overal Veilig Online/i.test(name)) {
      const count = /(\d+)/.exec(name)?.[1];
      devices = Math.max(devices, count ? Number(count) : EVERYWHERE_BASE_DEVICES);
    }
  }
  return { home, devices };
}

export type SecurityChange =
  | { kind: 'AddHome' }
  | { kind: 'AddHomeWithDevices'; devices: number }
  | { kind: 'ModifyLicences'; direction: ChangeDirection; from: number; to: number }
  | { kind: 'DowngradeToHome' }
  | { kind: 'RemoveAll' }
  | { kind: 'UpgradeToHomeAndEverywhere'; devices: number }
  | { kind: 'RemoveHome' };

/**
 * Spec §4 security product changes: add home; add home plus a device variant; modify the number of
 * licences (more = upgrade, fewer = downgrade); downgrade to home only; remove all; upgrade to home
 * plus everywhere. Home on or off beside the same licences is "add home" or its opposite, "remove
 * home" (issue #26: it used to be none of these and sent the customer back without a word). Null
 * when nothing changes.
 */
export function classifySecurityChange(
  current: SecuritySelection,
  next: SecuritySelection,
): SecurityChange | null {
  const had = current.home || current.devices > 0;
  if (!next.home && next.devices === 0) return had ? { kind: 'RemoveAll' } : null;
  if (!had)
    return next.devices > 0
      ? { kind: 'AddHomeWithDevices', devices: next.devices }
      : { kind: 'AddHome' };
  if (current.devices > 0 && next.devices === 0)
    return next.home ? { kind: 'DowngradeToHome' } : null;
  if (current.devices === 0 && next.devices > 0)
    return { kind: 'UpgradeToHomeAndEverywhere', devices: next.devices };
  if (current.devices !== next.devices) {
    const direction =
      next.devices > current.devices ? ChangeDirection.Upgrade : ChangeDirection.Downgrade;
    return { kind: 'ModifyLicences', direction, from: current.devices, to: next.devices };
  }
  if (next.home !== current.home) return next.home ? { kind: 'AddHome' } : { kind: 'RemoveHome' };
  return null;
}
