import type { GetPath, GetResponses } from '../src/contract/index.ts';
import {
  array,
  boolean,
  isoDate,
  nullable,
  number,
  object,
  oneOf,
  optional,
  string,
} from './shape.ts';
import type { Shape } from './shape.ts';

export const address = object({
  street: string,
  houseNumber: number,
  houseNumberAddition: nullable(string),
  postalCode: string,
  city: string,
});
const contact = object({ contactType: oneOf('PhoneNumber', 'MobilePhoneNumber'), value: string });
const product = object({
  technicalId: string,
  name: string,
  displayName: string,
  price: nullable(number),
  inServiceDate: nullable(isoDate),
  wishDate: nullable(isoDate),
});
const category = oneOf(
  'Internet',
  'Tv',
  'PremiumPackage',
  'ThemePackage',
  'Voip',
  'WifiExtender',
  'SetTopBox',
  'Recording',
  'Security',
);
const availableProducts = array(
  object({
    name: string,
    displayName: string,
    category,
    price: number,
    oneOffPrice: number,
    description: string,
    current: boolean,
    downloadSpeedMbps: nullable(number),
    uploadSpeedMbps: nullable(number),
  }),
);
const transferStatus = oneOf('DetailsRequired', 'Submitted', 'Planned', 'Completed');
const privacyChannels = array(oneOf('Email', 'Letter', 'Sms', 'Phone'));
const flag = optional(boolean);
const usage = <T>(item: Shape<T>) => object({ month: string, items: array(item), total: number });

/**
 * One runtime check per contract GET. Typed against GetResponses: a path without a check, a
 * check missing a required key, or one expecting the wrong primitive does not compile.
 */
export const getResponseShapes: { [P in GetPath]: Shape<GetResponses[P]> } = {
  '/api/account': object({
    customerId: string,
    isAgent: boolean,
    noConvergedInfoYet: boolean,
    isAuthenticatedAtMagenta: boolean,
    magentaAlias: nullable(string),
    magentaSubscriptions: array(
      object({ alias: string, iconType: oneOf(0, 1, 10, 11, 12, 13), vkfe: string }),
    ),
    magentaVkfe: nullable(string),
    primaryAddress: address,
    contactInformation: array(contact),
    personInformation: object({ firstName: string, lastName: string, primaryEmailAddress: string }),
    isSubscribedAtFixed: boolean,
  }),
  '/api/account/basic': object({ customerId: string, customerInitials: string, firstName: string }),
  '/api/features': object({
    blockPrivacySettingsFeatureIsEnabled: flag,
    lateDeliveryNotificationFeatureIsEnabled: flag,
    sapMigrationFeatureIsEnabled: flag,
    veiligOnlineProductsFeatureIsEnabled: flag,
    settings2MagentaFeatureIsEnabled: flag,
    invoices2MagentaFeatureIsEnabled: flag,
    installment2MagentaFeatureIsEnabled: flag,
    cmsFeatureIsEnabled: flag,
    initialOrderRedirectFeatureIsEnabled: flag,
    ceaseFlowFeatureIsEnabled: flag,
  }),
  '/api/converged': object({
    hasConvergedInfo: boolean,
    isFmcUser: boolean,
    transferAllowed: boolean,
    transferReference: nullable(string),
  }),
  '/api/subscription/status': object({
    status: oneOf('Active', 'InitialOrderInProgress', 'Ceased', 'None'),
    isSubscribedAtFixed: boolean,
  }),
  '/api/subscription': object({
    currentInternet: nullable(product),
    currentWifiExtenders: array(product),
    currentTv: nullable(product),
    currentPremiumPackages: array(product),
    currentThemePackages: array(product),
    currentSettopBoxes: array(product),
    currentPrimaryVoipProduct: nullable(product),
    currentSecondaryVoipProduct: nullable(product),
  }),
  '/api/invoices': array(
    object({
      id: string,
      invoiceNumber: string,
      invoiceDate: isoDate,
      dueDate: isoDate,
      amount: number,
      openAmount: number,
      status: oneOf('Paid', 'Open', 'Overdue'),
      paymentMethod: oneOf('DirectDebit', 'Transfer'),
    }),
  ),
  '/api/invoices/openbalance': object({ amount: number, overdueAmount: number }),
  '/api/invoices/dunningstatus': object({
    inDunning: boolean,
    stage: oneOf('None', 'Reminder', 'Warning', 'Collection'),
    overdueAmount: number,
    nextStepDate: nullable(isoDate),
  }),
  '/api/installmentplan': nullable(
    object({
      id: string,
      totalAmount: number,
      startDate: isoDate,
      installments: array(object({ dueDate: isoDate, amount: number, paid: boolean })),
    }),
  ),
  '/api/installmentplan/eligibility': object({
    eligible: boolean,
    amount: number,
    termOptions: array(number),
  }),
  '/api/outages/incidents': object({
    incidents: optional(
      array(
        object({
          id: string,
          title: string,
          description: string,
          status: oneOf('Open', 'InProgress', 'Resolved'),
          affectedServices: array(oneOf('Internet', 'TV', 'Bellen')),
          startTime: string,
          expectedEndTime: nullable(string),
        }),
      ),
    ),
  }),
  '/api/remotemechanic/open': array(
    object({ id: string, createdAt: string, status: oneOf('Open', 'Scheduled', 'InProgress') }),
  ),
  '/api/household/dashboardaddress': nullable(address),
  '/api/household/subscribeaddress': nullable(address),
  '/api/household/mayjoin': boolean,
  '/api/account/privacysettings': object({
    commercialOfferings: boolean,
    commercialOfferingsChannels: privacyChannels,
    useResearchData: boolean,
    useResearchDataChannels: privacyChannels,
  }),
  '/api/account/paymentinformation': object({
    accountHolderName: string,
    iban: string,
    directDebitDay: nullable(number),
  }),
  '/api/account/contractinfo': object({
    hasRunningContract: boolean,
    startDate: isoDate,
    endDate: nullable(isoDate),
    earlyTerminationFee: nullable(number),
  }),
  '/api/account/customerinfo': object({
    customerId: string,
    firstName: string,
    lastName: string,
    dateOfBirth: nullable(isoDate),
    primaryEmailAddress: string,
    contactInformation: array(contact),
    primaryAddress: address,
    customerSince: isoDate,
  }),
  '/api/gdpr/availability': object({ available: boolean, preparedOn: nullable(isoDate) }),
  '/api/postponepayment': object({
    possible: boolean,
    invoiceId: nullable(string),
    newDueDate: nullable(isoDate),
    alreadyPostponed: boolean,
  }),
  '/api/products/internet': availableProducts,
  '/api/products/voip': availableProducts,
  '/api/products/wifiextender': availableProducts,
  '/api/products/tv': availableProducts,
  '/api/products/available': availableProducts,
  '/api/products/recording': object({
    disableLocalRecording: boolean,
    enableCloudRecording: boolean,
  }),
  '/api/settopboxes/info': object({
    boxes: array(
      object({
        technicalId: string,
        name: string,
        serialNumber: string,
        recordingCapable: boolean,
      }),
    ),
    maxBoxes: number,
  }),
  '/api/fsecure/customer': object({
    isCustomer: boolean,
    products: array(product),
    licences: number,
    downloadUrl: nullable(string),
  }),
  '/api/entertainment/viaplay': object({
    isCustomer: boolean,
    productName: nullable(string),
    activated: boolean,
    activationUrl: nullable(string),
  }),
  '/api/voipsettings': object({
    lines: array(
      object({
        phoneNumber: string,
        productCode: string,
        sipUsername: string,
        numberBlocking: object({
          anonymousCallsBlocked: boolean,
          premiumNumbersBlocked: boolean,
          internationalCallsBlocked: boolean,
        }),
        voicemailForwarding: object({
          voicemailEnabled: boolean,
          forwardingEnabled: boolean,
          forwardingMode: oneOf('Always', 'Busy', 'NoAnswer'),
          forwardingDestination: nullable(string),
        }),
        numberPorting: object({
          status: oneOf('None', 'Requested', 'Completed', 'Rejected'),
          donorNumber: nullable(string),
          donorProvider: nullable(string),
        }),
      }),
    ),
  }),
  '/api/usage/vod': usage(object({ date: isoDate, title: string, price: number })),
  '/api/usage/voip': usage(
    object({
      startTime: string,
      number: string,
      durationSeconds: number,
      destination: oneOf('Vast', 'Mobiel', 'Buitenland', 'Servicenummer'),
      price: number,
    }),
  ),
  '/api/tvsettings': nullable(
    object({
      parentalControl: object({ enabled: boolean, ageLimit: oneOf(6, 9, 12, 16, 18) }),
      purchasePinEnabled: boolean,
      replayEnabled: boolean,
    }),
  ),
  '/api/transfer': nullable(
    object({
      reference: string,
      status: transferStatus,
      currentProvider: nullable(string),
      currentCustomerNumber: nullable(string),
      contractEndDate: nullable(isoDate),
      requestedSwitchDate: nullable(isoDate),
      contactPhoneNumber: nullable(string),
    }),
  ),
  '/api/transfer/status': object({
    active: boolean,
    reference: nullable(string),
    status: nullable(transferStatus),
  }),
  '/api/changeoffer/networkmigration': object({
    eligible: boolean,
    currentProductName: nullable(string),
    products: availableProducts,
    earliestWishDate: nullable(isoDate),
    selection: nullable(
      object({ productName: string, wishDate: isoDate, monthlyPrice: number, oneOffPrice: number }),
    ),
    preOrdered: boolean,
  }),
  '/api/credits': array(
    object({
      id: string,
      date: isoDate,
      description: string,
      amount: number,
      status: oneOf('Pending', 'Settled'),
      invoiceId: nullable(string),
    }),
  ),
  '/api/move/address': nullable(object({ address, moveDate: isoDate, orderId: string })),
  '/api/content/cms': object({
    blocks: array(object({ key: string, title: string, html: string })),
  }),
  '/api/vouchers': array(
    object({
      voucherCode: string,
      description: string,
      discountPercentage: number,
      months: number,
    }),
  ),
};
