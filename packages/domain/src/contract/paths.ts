import type { Account, BasicAccount } from './account.ts';
import type { ConvergedStatus } from './converged.ts';
import type { FeatureConfiguration } from './features.ts';
import type { Subscription, SubscriptionStatus } from './subscription.ts';
import type { HouseholdAddress } from './household.ts';
import type { InstallmentPlan, InstallmentPlanEligibility } from './installmentPlan.ts';
import type { DunningStatus, Invoice, OpenBalance } from './invoices.ts';
import type { OutageIncidents } from './outages.ts';
import type { RemoteSupportRequest } from './remoteMechanic.ts';

/** Response type of every GET without path parameters, by path. Both sides type against it. */
export interface GetResponses {
  '/api/account': Account;
  '/api/account/basic': BasicAccount;
  '/api/features': FeatureConfiguration;
  '/api/converged': ConvergedStatus;
  '/api/subscription/status': SubscriptionStatus;
  '/api/subscription': Subscription;
}

export type GetPath = keyof GetResponses;

/** The log endpoint (spec §7.2). */
export const LOG_PATH = '/api/log';

/** Request header that carries the customer code in agent mode (spec §6). */
export const CUSTOMER_CODE_HEADER = 'X-Customer-Code';
/** Double-submit CSRF: cookie set by the API, echoed in this header on every non-GET (spec §7.2). */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';

// Appended by the sandbox for the billing, outage, remote-mechanic and household endpoints it
// implements; interface merging keeps additions append-only while several people extend the list.
export interface GetResponses {
  '/api/invoices': Invoice[];
  '/api/invoices/openbalance': OpenBalance;
  '/api/invoices/dunningstatus': DunningStatus;
  '/api/installmentplan': InstallmentPlan | null;
  '/api/installmentplan/eligibility': InstallmentPlanEligibility;
  '/api/outages/incidents': OutageIncidents;
  '/api/remotemechanic/open': RemoteSupportRequest[];
  '/api/household/dashboardaddress': HouseholdAddress;
  '/api/household/subscribeaddress': HouseholdAddress;
  '/api/household/mayjoin': boolean;
}
