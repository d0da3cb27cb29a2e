export { requestRemoteSupport } from './requestRemoteSupport.ts';
