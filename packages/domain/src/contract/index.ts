// The API contract: request and response types shared by the domain client and the sandbox.
export * from './common.ts';
export * from './account.ts';
export * from './features.ts';
export * from './converged.ts';
export * from './subscription.ts';
export * from './logging.ts';
export * from './config.ts';
export * from './paths.ts';
