import type { ContractInfo, CustomerInfo, PaymentInformation } from './accountDetails.ts';
import type { GdprAvailability } from './gdpr.ts';
import type { PostponePaymentStatus } from './postponePayment.ts';
import type { PrivacySettings } from './privacy.ts';

// GETs the domain has fetchers for, added to the path table by interface merging so paths.ts
// stays append-only for everyone extending the contract.
declare module './paths.ts' {
  interface GetResponses {
    '/api/account/privacysettings': PrivacySettings;
    '/api/account/paymentinformation': PaymentInformation;
    '/api/account/contractinfo': ContractInfo;
    '/api/account/customerinfo': CustomerInfo;
    '/api/gdpr/availability': GdprAvailability;
    '/api/postponepayment': PostponePaymentStatus;
  }
}
