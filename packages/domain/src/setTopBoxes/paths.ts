import { read, returns } from '../contract/endpoint.ts';
import type { SetTopBoxInfo } from './schema.ts';

/** The only 3000 s row of spec §7.3. */
export const setTopBoxReads = {
  setTopBoxInfo: read('/api/settopboxes/info', 'long', returns<SetTopBoxInfo>()),
};
