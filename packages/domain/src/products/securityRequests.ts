import type { Product } from '../subscription/schema.ts';
import type { AddProductsRequest, CeaseProductsRequest, ModifyProductsRequest } from './schema.ts';
import { classifySecurityChange, securitySelection } from './securityChange.ts';
import type { SecurityChange, SecuritySelection } from './securityChange.ts';

/** The Veilig Online catalogue names (spec §3 product names). */
export const SECURITY_PRODUCTS = {
  home: 'Thuis Veilig Online',
  everywhere: 'Overal Veilig Online',
  homeAndEverywhere: 'Thuis + Overal Veilig Online',
} as const;
/** Device licences the everywhere product comes in (spec §3: 1, or 3, 10 or 25 devices). */
export const SECURITY_DEVICE_OPTIONS = [0, 1, 3, 10, 25] as const;

const everywhere = (devices: number) =>
  devices === 1 ? SECURITY_PRODUCTS.everywhere : `${SECURITY_PRODUCTS.everywhere} ${devices}`;

/** The catalogue names that make up a selection: home and one device is one combined product. */
export function securityNames({ home, devices }: SecuritySelection): string[] {
  if (home && devices === 1) return [SECURITY_PRODUCTS.homeAndEverywhere];
  return [...(home ? [SECURITY_PRODUCTS.home] : []), ...(devices > 0 ? [everywhere(devices)] : [])];
}

export interface SecurityChangeRequests {
  change: SecurityChange;
  add: AddProductsRequest | null;
  modify: ModifyProductsRequest | null;
  cease: CeaseProductsRequest | null;
}

/**
 * Spec §4's six security changes as product writes (spec §3 payloads): what is kept stays, a
 * product that turns into another is a modify (`previousId` = its technicalId), what is new an
 * add, what goes a cease (`technicalId`). Null when nothing changes.
 */
export function securityChangeRequests(
  current: readonly Product[],
  next: SecuritySelection,
): SecurityChangeRequests | null {
  const change = classifySecurityChange(
    securitySelection(current.map((product) => product.name)),
    next,
  );
  if (!change) return null;
  const wanted = securityNames(next);
  const leaving: Product[] = [];
  for (const product of current) {
    const index = wanted.indexOf(product.name);
    if (index >= 0) wanted.splice(index, 1);
    else leaving.push(product);
  }
  const pairs = Math.min(leaving.length, wanted.length);
  const modified = leaving.slice(0, pairs).map((product, index) => ({
    name: wanted[index]!,
    previousId: product.technicalId,
  }));
  const added = wanted.slice(pairs).map((name) => ({ name }));
  const ceased = leaving.slice(pairs).map(({ name, technicalId }) => ({ name, technicalId }));
  return {
    change,
    add: added.length > 0 ? { products: added } : null,
    modify: modified.length > 0 ? { products: modified } : null,
    cease: ceased.length > 0 ? { products: ceased } : null,
  };
}

/**
 * The same change with a voucher code on what it adds (spec §3 `voucherName`, ADR 080): only an
 * add carries one; a change without an add, or no code, is left as it is.
 */
export function withVoucher(
  requests: SecurityChangeRequests,
  voucherName: string | null,
): SecurityChangeRequests {
  if (!voucherName || !requests.add) return requests;
  return {
    ...requests,
    add: {
      ...requests.add,
      products: requests.add.products.map((product) => ({ ...product, voucherName })),
    },
  };
}
