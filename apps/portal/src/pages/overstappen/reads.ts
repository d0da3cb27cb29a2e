import { reads } from '@vonk/domain';
import { pageRead } from '../../shell/pageLoader.ts';

/** /overstappen: the customer's own transfer dossier (`GET /api/transfer`, null without one). */
export const transferReads = () => [pageRead(reads.transferDossier)];
