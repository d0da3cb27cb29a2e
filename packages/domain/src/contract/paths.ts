import type { Account, BasicAccount } from './account.ts';
import type { ConvergedStatus } from './converged.ts';
import type { FeatureConfiguration } from './features.ts';
import type { Subscription, SubscriptionStatus } from './subscription.ts';

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
