import { personas } from '@vonk/sandbox';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TransferDossier } from '@vonk/domain';
import {
  toTransferDossierUpdate,
  transferDetailsInput,
  validateTransferDetails,
} from '@vonk/domain';
import { TRANSFER_PATHS } from '@vonk/domain';
import { updateTransferDossier } from '@vonk/domain';
import { inProcessSandboxClient } from './inProcessSandboxClient.ts';

// /overstappen-afronden (spec §2.1): input the domain rules accept is what the sandbox submits.

const sandbox = inProcessSandboxClient();
const reference = personas.sanne.converged.transferReference!;

beforeEach(() => sandbox.reset());

describe('contract: transfer rules against the real sandbox API (public, by reference)', () => {
  it('sanne’s prefilled dossier is incomplete; completed by the rules it is submitted', async () => {
    const client = sandbox.anonymousClient();
    const read = () => client.getJson<TransferDossier>(TRANSFER_PATHS.byReference(reference));
    const dossier = await read();
    const input = transferDetailsInput(dossier);
    expect(validateTransferDetails(input, '2026-11-22').map((issue) => issue.field)).toEqual([
      'contractEndDate',
      'requestedSwitchDate',
    ]);
    const complete = {
      ...input,
      contractEndDate: '2026-12-31',
      requestedSwitchDate: '2027-01-04',
      contactPhoneNumber: '+31 6 8765 4321',
    };
    expect(validateTransferDetails(complete, '2026-11-22')).toEqual([]);
    expect(
      await updateTransferDossier(client, toTransferDossierUpdate(complete), reference),
    ).toEqual({ success: true });
    expect(await read()).toMatchObject({
      status: 'Submitted',
      requestedSwitchDate: '2027-01-04',
      contactPhoneNumber: '0687654321',
    });
  });
});
