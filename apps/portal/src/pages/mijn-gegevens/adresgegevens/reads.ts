import { reads } from '@vonk/domain';
import { pageRead } from '../../../shell/pageLoader.ts';

/**
 * /mijn-gegevens/adresgegevens: the planned move, and the fixed lines whose numbers the move
 * checks (ADR 072); account and subscription are §2.5 preloads.
 */
export const addressReads = () => [pageRead(reads.plannedMove), pageRead(reads.voipSettings)];
