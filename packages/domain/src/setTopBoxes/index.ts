export { useSetTopBoxInfo } from './useSetTopBoxInfo.ts';
