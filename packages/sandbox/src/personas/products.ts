import type { Product, Subscription } from '@vonk/domain/contract';
import type { CustomerPersona } from './types.ts';

/** Builds a current product; the display name defaults to the catalogue name. */
export function product(
  technicalId: string,
  name: string,
  price: number | null,
  inServiceDate: string | null,
  options: { displayName?: string; wishDate?: string | null } = {},
): Product {
  return {
    technicalId,
    name,
    displayName: options.displayName ?? name,
    price,
    inServiceDate,
    wishDate: options.wishDate ?? null,
  };
}

/** A subscription with no current products; fixtures override what the persona has. */
export function subscriptionWith(current: Partial<Subscription>): Subscription {
  return {
    currentInternet: null,
    currentWifiExtenders: [],
    currentTv: null,
    currentPremiumPackages: [],
    currentThemePackages: [],
    currentSettopBoxes: [],
    currentPrimaryVoipProduct: null,
    currentSecondaryVoipProduct: null,
    ...current,
  };
}

/** Billing facts of a customer who pays on time by direct debit. */
export function paysOnTime(): Omit<CustomerPersona['billing'], 'invoices'> {
  return {
    openBalance: { amount: 0, overdueAmount: 0 },
    dunning: { inDunning: false, stage: 'None', overdueAmount: 0, nextStepDate: null },
    installmentEligibility: { eligible: false, amount: 0, termOptions: [] },
    installmentPlan: null,
    postponedInvoiceIds: [],
  };
}

/** Extras most customers do not have: no security products, no streaming, local recording only. */
export function noExtras(): Pick<CustomerPersona, 'security' | 'streaming' | 'recording'> {
  return {
    security: [],
    streaming: { isCustomer: false, productName: null, activated: false, activationUrl: null },
    recording: { disableLocalRecording: false, enableCloudRecording: false },
  };
}
