// use-sync-external-store's shim, which swr imports, for React 19 (ADR 092): React has had
// useSyncExternalStore since 18, and the shim's own copy for older Reacts never runs here.
export { useSyncExternalStore } from 'react';
