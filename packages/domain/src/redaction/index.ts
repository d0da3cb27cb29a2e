export { REDACTED, redactSecrets } from './redactSecrets.ts';
