import { preload, reads } from '@vonk/domain';
import type { PageRead } from '../../shell/pageLoader.ts';

/**
 * /overstappen: the customer's own transfer dossier (`GET /api/transfer`, null without one), and
 * when it waits for the customer's details the form's code, in the same round (issue #34): the
 * page opens with the form in place. A failed read stays the page's to handle. The page's module
 * decides (the route loads it anyway, so no extra file), and this route table's file, which every
 * page fetches the name of, stays as small as it was.
 */
export const transferReads = (): PageRead[] => [
  async (client) => {
    const dossier = await preload(client, reads.transferDossier);
    await import('./TransferPage.tsx').then((page) => page.formForDossier(dossier));
    return dossier;
  },
];
