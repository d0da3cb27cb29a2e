import { Hono } from 'hono';
import type { Context } from 'hono';
import type {
  TransferDossier,
  TransferDossierUpdate,
  TransferStatusSummary,
  WriteResult,
} from '@vonk/domain/contract';
import type { SandboxStore } from '../../personas/index.ts';
import type { ApiEnv } from '../types.ts';
import { normalisePhoneNumber } from '../fieldRules.ts';
import { bodyOf } from '../middleware/contractValidation.ts';

const NULLABLE_TEXT = [
  'currentProvider',
  'currentCustomerNumber',
  'contractEndDate',
  'requestedSwitchDate',
  'contactPhoneNumber',
] as const;
/** Blank text is no answer: stored as null. */
const trimmed = (input: TransferDossierUpdate) =>
  Object.fromEntries(
    NULLABLE_TEXT.map((key) => [key, input[key]?.trim() || null]),
  ) as TransferDossierUpdate;

/** Applies an update; complete details submit the dossier. Refuses once it is past that stage. */
function update(
  c: Context<ApiEnv>,
  name: 'updateTransferDossier' | 'updateTransferDossierByReference',
  dossier: TransferDossier | null | undefined,
) {
  const changes = trimmed(bodyOf(c, name));
  if (!dossier) return c.json({ message: 'No transfer dossier.' }, 404);
  if (dossier.status !== 'DetailsRequired') {
    return c.json({
      success: false,
      message: 'Je overstapaanvraag is al verstuurd.',
    } satisfies WriteResult);
  }
  if (changes.contactPhoneNumber && !normalisePhoneNumber(changes.contactPhoneNumber)) {
    return c.json({
      success: false,
      message: 'Vul een geldig telefoonnummer in.',
      field: 'contactPhoneNumber',
    } satisfies WriteResult);
  }
  Object.assign(dossier, changes);
  if (NULLABLE_TEXT.every((key) => key === 'currentCustomerNumber' || dossier[key] !== null))
    dossier.status = 'Submitted';
  return c.json({ success: true } satisfies WriteResult);
}

/**
 * /api/transfer (spec §7.2): the own dossier for a logged-in customer, and by reference for the
 * public /overstappen-afronden page (see publicPaths.ts).
 */
export function transferRoutes(store: SandboxStore) {
  const byReference = (reference: string) =>
    store.all().find((persona) => persona.transfer?.reference === reference)?.transfer;
  return new Hono<ApiEnv>()
    .get('/', (c) => c.json(c.get('persona').transfer satisfies TransferDossier | null))
    .put('/', (c) => update(c, 'updateTransferDossier', c.get('persona').transfer))
    .get('/status', (c) => {
      const dossier = c.get('persona').transfer;
      return c.json({
        active: !!dossier && dossier.status !== 'Completed',
        reference: dossier?.reference ?? null,
        status: dossier?.status ?? null,
      } satisfies TransferStatusSummary);
    })
    .get('/reference/:reference', (c) => {
      const dossier = byReference(c.req.param('reference'));
      return dossier
        ? c.json(dossier satisfies TransferDossier)
        : c.json({ message: 'No transfer dossier.' }, 404);
    })
    .put('/reference/:reference', (c) =>
      update(c, 'updateTransferDossierByReference', byReference(c.req.param('reference'))),
    );
}
