import { reads } from '@vonk/domain';
import { pageRead } from '../../shell/pageLoader.ts';

/** /instellingen (fixed line): the VoIP settings are a §2.5 preload ("phone numbers"); named here too. */
export const fixedLineSettingsReads = () => [pageRead(reads.voipSettings)];
