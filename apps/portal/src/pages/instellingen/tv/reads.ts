import { reads } from '@vonk/domain';
import { pageRead } from '../../../shell/pageLoader.ts';

/** /instellingen/tv: TV settings (a §2.5 preload), cloud recording and the set-top boxes (3000 s). */
export const tvSettingsReads = () => [
  pageRead(reads.tvSettings),
  pageRead(reads.recordingSettings),
  pageRead(reads.setTopBoxInfo),
];
