export { requestRemoteSupport } from './requestRemoteSupport.ts';
export { useOpenRemoteSupportRequests } from './useOpenRemoteSupportRequests.ts';
