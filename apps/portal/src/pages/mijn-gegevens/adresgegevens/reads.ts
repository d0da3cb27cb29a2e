import { reads } from '@vonk/domain';
import { pageRead } from '../../../shell/pageLoader.ts';

/** /mijn-gegevens/adresgegevens: the planned move (account and subscription are §2.5 preloads). */
export const addressReads = () => [pageRead(reads.plannedMove)];
