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
import { isRecord, jsonBody, normalisePhoneNumber } from '../validation.ts';

const NULLABLE_TEXT = [
  'currentProvider',
  'currentCustomerNumber',
  'contractEndDate',
  'requestedSwitchDate',
  'contactPhoneNumber',
] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseUpdate(input: unknown): TransferDossierUpdate | undefined {
  if (!isRecord(input)) return undefined;
  if (!NULLABLE_TEXT.every((key) => input[key] === null || typeof input[key] === 'string'))
    return undefined;
  const update = Object.fromEntries(
    NULLABLE_TEXT.map((key) => [key, (input[key] as string | null)?.trim() || null]),
  ) as TransferDossierUpdate;
  if (
    [update.contractEndDate, update.requestedSwitchDate].some(
      (date) => date !== null && !DATE.test(date),
    )
  )
    return undefined;
  return update;
}

/** Applies an update; complete details submit the dossier. Refuses once it is past that stage. */
async function update(c: Context<ApiEnv>, dossier: TransferDossier | null | undefined) {
  const changes = parseUpdate(await jsonBody(c.req));
  if (!changes) return c.json({ message: 'Body must be TransferDossierUpdate.' }, 400);
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
    .put('/', (c) => update(c, c.get('persona').transfer))
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
    .put('/reference/:reference', (c) => update(c, byReference(c.req.param('reference'))));
}
