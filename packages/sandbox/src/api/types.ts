import type { SessionSwitches } from '../sessionSwitches.ts';
import type { SandboxConfig } from '../config.ts';
import type { FaultRegistry } from '../faults/index.ts';
import type { CustomerPersona, SandboxStore } from '../personas/index.ts';

/** The access-token claims the API acts on (see src/idp/claims.ts for where they come from). */
export interface TokenClaims {
  sub: string;
  role: 'customer' | 'agent';
  /** Agents only: the customer they act for, from `acr_values=customerid:{code}`. */
  customer_code?: string;
  agent_locked?: boolean;
  scope?: string;
  /** `cnf.jkt`: the token is bound to this key and needs its DPoP proof (ADR 127). */
  jkt?: string;
}

export type VerifyAccessToken = (token: string) => Promise<TokenClaims>;

/** The config values the API needs; a subset so MSW can pass literals in the browser. */
export type ApiConfig = Pick<SandboxConfig, 'issuer' | 'clientId' | 'production' | 'today'> &
  /** Where a payment page may send the customer back (ADR 136); else the origin the API is called at. */
  Partial<Pick<SandboxConfig, 'portalOrigin'>>;

export interface ApiOptions {
  verifyAccessToken: VerifyAccessToken;
  store: SandboxStore;
  faults: FaultRegistry;
  config: ApiConfig;
  /** Session timings shared with the IdP (ADR 058); default: the config's, not shared. */
  session?: SessionSwitches;
}

/** Per-request values set by the middleware chain, read by the routes. */
export interface ApiEnv {
  Variables: {
    claims: TokenClaims;
    /** The customer whose data this request reads and writes. */
    persona: CustomerPersona;
    /** True when an agent acts for the customer. */
    isAgent: boolean;
    /** A contract write's body, parsed by its schema (see middleware/contractValidation.ts). */
    body: unknown;
  };
}
