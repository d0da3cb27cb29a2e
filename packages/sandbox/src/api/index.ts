export { createApiApp } from './createApiApp.ts';
export type { ApiApp } from './createApiApp.ts';
export { createRemoteVerifier } from './verifyAccessToken.ts';
export type { ApiConfig, ApiEnv, ApiOptions, TokenClaims, VerifyAccessToken } from './types.ts';
export {
  fixedPersonaVerifier,
  personaToken,
  personaTokenVerifier,
} from './personaTokenVerifier.ts';
