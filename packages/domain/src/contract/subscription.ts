import type { IsoDate } from './common.ts';

/** A current product of the subscription (spec §3). */
export interface Product {
  technicalId: string;
  /** Catalogue name, e.g. 'Thuis Veilig Online'. */
  name: string;
  displayName: string;
  /** Monthly price in euro; null when unknown (tracking then sends 0). */
  price: number | null;
  inServiceDate: IsoDate | null;
  wishDate: IsoDate | null;
}

/** GET /api/subscription: current products (spec §3). */
export interface Subscription {
  currentInternet: Product | null;
  currentWifiExtenders: Product[];
  currentTv: Product | null;
  currentPremiumPackages: Product[];
  currentThemePackages: Product[];
  currentSettopBoxes: Product[];
  currentPrimaryVoipProduct: Product | null;
  currentSecondaryVoipProduct: Product | null;
}

/**
 * GET /api/subscription/status. Shape designed here (spec: "not shown"): whether the customer has
 * a fixed subscription yet, and whether the initial order is still running.
 */
export interface SubscriptionStatus {
  status: 'Active' | 'InitialOrderInProgress' | 'Ceased' | 'None';
  isSubscribedAtFixed: boolean;
}
