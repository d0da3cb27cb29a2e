import { reads } from '@vonk/domain';
import { pageRead } from '../../../shell/pageLoader.ts';

/** /mijn-gegevens/weergave: the display preferences, also a boot read of the shell (issue #30). */
export const displayPreferencesReads = () => [pageRead(reads.displayPreferences)];
