import type { IsoDate } from '../endpoint/common.ts';
import type { AvailableProduct, RecordingSettings } from '../products/schema.ts';
import { CLOUD_RECORDING } from '../products/productNames.ts';
import type { SecurityCustomer } from '../security/schema.ts';
import type { StreamingCustomer } from '../entertainment/schema.ts';
import type { Product, Subscription } from './schema.ts';

/** The categories of /abonnementen, in the order the page shows them (issue #14, ADR 048). */
export type ProductGroupKey =
  'internet' | 'tv' | 'fixedLine' | 'wifiExtenders' | 'security' | 'streaming';

/** What a product is within its group, so the page can say "Premium pakket", "Tweede lijn", ... */
export type ProductRole =
  | 'internet'
  | 'tv'
  | 'premiumPackage'
  | 'themePackage'
  | 'setTopBox'
  | 'primaryLine'
  | 'secondaryLine'
  | 'wifiExtender'
  | 'security'
  | 'streaming';

export interface OverviewProduct {
  /** Null for what has no product record (streaming): it cannot be changed by id. */
  technicalId: string | null;
  name: string;
  displayName: string;
  role: ProductRole;
  /** Monthly price in euro; null when unknown. */
  price: number | null;
  /** Spec §3 startdate: the in-service date, else the wish date. */
  startDate: IsoDate | null;
  /** True while only a wish date is known: ordered, not yet delivered or switched on. */
  pending: boolean;
}

export interface ProductGroup {
  key: ProductGroupKey;
  products: OverviewProduct[];
}

export interface ProductOverviewInput {
  subscription: Subscription;
  security?: Pick<SecurityCustomer, 'products'> | null;
  streaming?: Pick<StreamingCustomer, 'isCustomer' | 'productName' | 'activated'> | null;
  /** Spec §4: security products show only behind `veiligOnlineProductsFeatureIsEnabled`. */
  showSecurity: boolean;
}

const item = (product: Product, role: ProductRole): OverviewProduct => ({
  technicalId: product.technicalId,
  name: product.name,
  displayName: product.displayName,
  role,
  price: product.price,
  startDate: product.inServiceDate ?? product.wishDate,
  pending: product.inServiceDate === null,
});

const some = (product: Product | null, role: ProductRole) => (product ? [item(product, role)] : []);

/**
 * What the customer has, by category (spec §3 Subscription; issue #14): internet; TV with its
 * premium and theme packages and set-top boxes; fixed line (primary, secondary); Wi-Fi extenders;
 * online security; streaming. Groups without products are left out.
 */
export function productOverview({
  subscription: s,
  security,
  streaming,
  showSecurity,
}: ProductOverviewInput): ProductGroup[] {
  const groups: ProductGroup[] = [
    { key: 'internet', products: some(s.currentInternet, 'internet') },
    {
      key: 'tv',
      products: [
        ...some(s.currentTv, 'tv'),
        ...s.currentPremiumPackages.map((p) => item(p, 'premiumPackage')),
        ...s.currentThemePackages.map((p) => item(p, 'themePackage')),
        ...s.currentSettopBoxes.map((p) => item(p, 'setTopBox')),
      ],
    },
    {
      key: 'fixedLine',
      products: [
        ...some(s.currentPrimaryVoipProduct, 'primaryLine'),
        ...some(s.currentSecondaryVoipProduct, 'secondaryLine'),
      ],
    },
    { key: 'wifiExtenders', products: s.currentWifiExtenders.map((p) => item(p, 'wifiExtender')) },
    {
      key: 'security',
      products: showSecurity ? (security?.products ?? []).map((p) => item(p, 'security')) : [],
    },
    {
      key: 'streaming',
      products:
        streaming?.isCustomer && streaming.productName
          ? [
              {
                technicalId: null,
                name: streaming.productName,
                displayName: streaming.productName,
                role: 'streaming',
                price: null,
                startDate: null,
                pending: !streaming.activated,
              },
            ]
          : [],
    },
  ];
  return groups.filter((group) => group.products.length > 0);
}

/**
 * The products the dashboard sums up and a move takes along, in the subscription's order:
 * internet, Wi-Fi extenders, TV with its packages, the fixed lines; not the set-top boxes, which
 * go with TV. Each keeps its role, so two lines of the same plan read "eerste lijn" and
 * "tweede lijn" as on /abonnementen, and its technical id, which tells them apart as keys.
 */
export function currentProducts(s: Subscription): OverviewProduct[] {
  return [
    ...some(s.currentInternet, 'internet'),
    ...s.currentWifiExtenders.map((p) => item(p, 'wifiExtender')),
    ...some(s.currentTv, 'tv'),
    ...s.currentPremiumPackages.map((p) => item(p, 'premiumPackage')),
    ...s.currentThemePackages.map((p) => item(p, 'themePackage')),
    ...some(s.currentPrimaryVoipProduct, 'primaryLine'),
    ...some(s.currentSecondaryVoipProduct, 'secondaryLine'),
  ];
}

/**
 * The sum of the known monthly prices (what the overview calls "per maand"), with cloud recording
 * while it is on: it has no product record but is a product with a monthly price (issue #14).
 * Pass `cloudRecordingMonthly`'s answer; flows that quote recording themselves leave it out.
 */
export function monthlyTotal(groups: readonly ProductGroup[], cloudRecording = 0): number {
  const cents = groups
    .flatMap((group) => group.products)
    .reduce((sum, product) => sum + Math.round((product.price ?? 0) * 100), 0);
  return (cents + Math.round(cloudRecording * 100)) / 100;
}

/**
 * Cloud recording's monthly price: the catalogue's `TV Cloud recording` price while the spec §3
 * recording payload has it on; 0 when it is off or its price is not known (yet).
 */
export function cloudRecordingMonthly(
  recording: RecordingSettings | undefined | null,
  catalogue: readonly Pick<AvailableProduct, 'name' | 'price'>[] | undefined | null,
): number {
  if (recording?.enableCloudRecording !== true) return 0;
  return catalogue?.find((product) => product.name === CLOUD_RECORDING)?.price ?? 0;
}

/** Whether cloud recording is on: shown with the TV (spec §3 cloud recording payload). */
export const hasCloudRecording = (recording: RecordingSettings | undefined | null) =>
  recording?.enableCloudRecording === true;
