import type {
  OptOutPreferences,
  Product,
  Subscription,
  TvSettings,
  VoipLine,
} from '@vonk/domain/contract';
import type { CustomerPersona } from './types.ts';
import { newPublicReference } from './publicReferences.ts';

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
    dunning: {
      inDunning: false,
      stage: 'None',
      overdueAmount: 0,
      nextStepDate: null,
      collectionAgency: null,
    },
    installmentEligibility: {
      eligible: false,
      reason: 'NotInArrears',
      amount: 0,
      termOptions: [],
      minimumAmount: 25,
    },
    installmentPlan: null,
    postponedInvoiceIds: [],
  };
}

/** What most customers do not have: security, streaming, TV settings, phone lines, usage, transfer, … */
type Extras =
  | 'security'
  | 'streaming'
  | 'recording'
  | 'tvSettings'
  | 'voip'
  | 'usage'
  | 'transfer'
  | 'networkMigration'
  | 'credits'
  | 'plannedMove'
  | 'vouchers';

export function noExtras(): Pick<CustomerPersona, Extras> {
  return {
    security: [],
    streaming: { isCustomer: false, productName: null, activated: false, activationUrl: null },
    recording: { disableLocalRecording: false, enableCloudRecording: false },
    tvSettings: null,
    voip: [],
    usage: { vod: [], voip: [] },
    transfer: null,
    networkMigration: { eligible: false, preOrder: null },
    credits: [],
    plannedMove: null,
    vouchers: [],
  };
}

/** A phone line with everything switched off, as delivered. */
export function voipLine(phoneNumber: string, productCode: string): VoipLine {
  return {
    phoneNumber,
    productCode,
    sipUsername: `${phoneNumber}@sip.vonk.example`,
    numberBlocking: {
      anonymousCallsBlocked: false,
      premiumNumbersBlocked: false,
      internationalCallsBlocked: false,
    },
    voicemailForwarding: {
      voicemailEnabled: true,
      forwardingEnabled: false,
      forwardingMode: 'Always',
      forwardingDestination: null,
    },
    numberPorting: { status: 'None', donorNumber: null, donorProvider: null },
  };
}

/** TV settings as a new box has them. */
export function defaultTvSettings(): TvSettings {
  return {
    parentalControl: { enabled: false, ageLimit: 16 },
    purchasePinEnabled: true,
    replayEnabled: true,
  };
}

/**
 * E-mail preferences with everything on; the id is what an unsubscribe link carries: a credential,
 * random per sandbox process (ADR 064).
 */
export function optedIn(customerId: string, email: string): OptOutPreferences {
  const [name = '', domain = ''] = email.split('@');
  return {
    id: newPublicReference(`optout/${customerId}`),
    emailAddress: `${name.slice(0, 1)}***@${domain}`,
    commercialEmail: true,
    newsletter: true,
    surveys: true,
  };
}
