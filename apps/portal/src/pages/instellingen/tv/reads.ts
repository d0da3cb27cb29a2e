import { reads } from '@vonk/domain';
import { pageRead } from '../../../shell/pageLoader.ts';

/** /instellingen/tv: TV settings (a §2.5 preload), cloud recording with its price and the set-top
 * boxes (3000 s). */
export const tvSettingsReads = () => [
  pageRead(reads.tvSettings),
  pageRead(reads.recordingSettings),
  // Cloud recording's monthly price, said beside its switch (issue #26).
  pageRead(reads.availableProducts, { category: 'Recording' }),
  pageRead(reads.setTopBoxInfo),
];
