import type {
  Account,
  AgentAction,
  AppliedVoucher,
  Credit,
  DisplayPreferences,
  Address,
  BasicAccount,
  ContractInfo,
  ConvergedStatus,
  DunningStatus,
  FeatureConfiguration,
  HouseholdBenefitLine,
  GdprAvailability,
  InstallmentPlan,
  InstallmentPlanEligibility,
  Invoice,
  InvoiceLine,
  NetworkMigrationRequest,
  OpenBalance,
  OptOutPreferences,
  Order,
  OutageIncident,
  Payment,
  PaymentInformation,
  PlannedMove,
  PrivacySettings,
  Product,
  RecordingSettings,
  ReturnLabel,
  StreamingCustomer,
  TvSettings,
  VodRental,
  VoipCall,
  VoipLine,
  RemoteSupportRequest,
  Subscription,
  SubscriptionStatus,
  TransferDossier,
} from '@vonk/domain/contract';

/** Household benefit (klantvoordeel) state behind the /api/household endpoints. */
export interface HouseholdState {
  mayJoin: boolean;
  /** Where the benefit is active; null while not subscribed. */
  dashboardAddress: Address | null;
  /** Address offered when subscribing; null when subscribing is not possible. */
  subscribeAddress: Address | null;
  /**
   * A sign-up waiting for the mobile side (issue #12): subscribe starts it, the sandbox control
   * `POST /__sandbox/household/{login}/complete` activates it. Absent or null: none pending.
   */
  pending?: { requestedAt: string; phoneNumbers: string[] } | null;
  /**
   * What the benefit is worth per linked mobile subscription (GET /api/household/benefit, issue
   * #29): joining turns `Eligible` lines into `Joined`, stopping turns them back. Absent: none.
   */
  lines?: HouseholdBenefitLine[];
}

/**
 * A demo customer: everything the sandbox API answers for them, typed against the contract so a
 * contract change breaks the fixture at compile time rather than a story at run time.
 */
export interface CustomerPersona {
  /** Login at the sandbox IdP (password `welkom`); also the token's `sub`. */
  login: string;
  /** What this persona is for, shown in the README and story descriptions. */
  purpose: string;
  /** `isAgent` is not stored: the API sets it per request. */
  account: Omit<Account, 'isAgent'>;
  basic: BasicAccount;
  features: FeatureConfiguration;
  converged: ConvergedStatus;
  subscriptionStatus: SubscriptionStatus;
  subscription: Subscription;
  billing: {
    invoices: Invoice[];
    openBalance: OpenBalance;
    dunning: DunningStatus;
    installmentEligibility: InstallmentPlanEligibility;
    installmentPlan: InstallmentPlan | null;
    /** Invoices whose due date was moved once already (postpone payment). */
    postponedInvoiceIds: string[];
    /**
     * The lines of invoices by invoice id (ADR 134); an invoice not named here has its lines made
     * from the subscription (`invoiceLines.ts`).
     */
    invoiceLines?: Record<string, InvoiceLine[]>;
    /** iDEAL payments asked for (ADR 136), newest first; absent until the first. */
    payments?: SandboxPayment[];
  };
  /** Personal and contract data behind /api/account/* beyond the account itself. */
  details: {
    dateOfBirth: string | null;
    customerSince: string;
    payment: PaymentInformation;
    contract: ContractInfo;
    privacy: PrivacySettings;
  };
  /**
   * A change of the primary e-mail address (the login name) waiting for its verification link
   * (ADR 128); absent when none waits.
   */
  primaryEmailChange?: {
    token: string;
    newAddress: string;
    requestedAt: string;
    expiresAt: string;
  };
  /** Online-security products (Veilig Online); not part of the fixed Subscription. */
  security: Product[];
  streaming: StreamingCustomer;
  recording: RecordingSettings;
  /** Null without TV. */
  tvSettings: TvSettings | null;
  /** One per fixed phone number; empty without Vast bellen. */
  voip: VoipLine[];
  usage: { vod: VodRental[]; voip: VoipCall[] };
  /** The transfer (overstappen) dossier; its reference is converged.transferReference. */
  transfer: TransferDossier | null;
  /** E-mail preferences behind the public /unsubscribe page. */
  optOut: OptOutPreferences;
  networkMigration: { eligible: boolean; preOrder: NetworkMigrationRequest | null };
  credits: Credit[];
  plannedMove: PlannedMove | null;
  vouchers: AppliedVoucher[];
  /** Newest first, as the API lists them. */
  orders: Order[];
  /** Equipment on its way back, by the reference the public /retour-label page opens. */
  returnLabels?: ReturnLabel[];
  outages: OutageIncident[];
  remoteSupportRequests: RemoteSupportRequest[];
  household: HouseholdState;
  /** The privacy data request (inzageverzoek); absent: ready since 2026-11-01. */
  gdpr?: GdprAvailability;
  /**
   * Sandbox only: open orders the warehouse packs just as a new shipping address arrives. The
   * change is refused and the order is not changeable from then on (persona `ingepakt`).
   */
  packedOnAddressChange?: string[];
  /**
   * Text size, motion, contrast and large-print invoices (issue #30, ADR 142). Absent: never
   * chosen, the API answers the defaults.
   */
  displayPreferences?: DisplayPreferences;
  /** The privacy back office does not answer: GET /api/account/privacysettings fails (502). */
  privacyUnavailable?: boolean;
  /**
   * What agents did on this account (ADR 129), newest first: the fixture's history, then every
   * write an agent makes (api/middleware/agentActions.ts). Absent: none.
   */
  agentActions?: AgentAction[];
}

/** An agent works on a customer's account; agents have no customer data of their own. */
export interface AgentPersona {
  login: string;
  name: string;
  /** A locked agent cannot log out and is told to close the tab (spec §2.4, §4). */
  locked: boolean;
  purpose: string;
}

/** An iDEAL payment the sandbox plays (ADR 136): the API's answer plus where it returns to. */
export interface SandboxPayment extends Payment {
  /** The portal URL the payment page sends the customer back to (validated, placeholder kept). */
  returnUrl: string;
}
