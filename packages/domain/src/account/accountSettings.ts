import type { ApiClient } from '../client/createApiClient.ts';
import { saveDownload } from '../client/saveDownload.ts';
import { sendWrite } from '../client/descriptors.ts';
import { accountWrites } from './paths.ts';
import type { ChangePasswordRequest } from './schema.ts';

/** Spec §7.2: the contract is saved as contract.pdf, whatever the server calls it. */
export const CONTRACT_FILE_NAME = 'contract.pdf';

/** GET /api/account/contractpdf: a download, never cached. */
export const CONTRACT_PDF_PATH = '/api/account/contractpdf';

/**
 * POST /api/account/setPrimaryEmailAdress {primaryEmailAddress}: asks for the change of the login
 * name (ADR 128); it waits for the link sent to the new address (`reads.primaryEmailChange`).
 */
export function setPrimaryEmailAddress(client: ApiClient, primaryEmailAddress: string) {
  return sendWrite(client, accountWrites.setPrimaryEmailAddress, { primaryEmailAddress });
}

/** POST /api/account/setPhoneNumbers with the numbers as text (spec §3, §7.2); clears the account. */
export function setPhoneNumbers(client: ApiClient, phoneNumbers: string) {
  return sendWrite(client, accountWrites.setPhoneNumbers, phoneNumbers);
}

/** POST /api/account/changePassword (payload not in the spec; designed in the contract). */
export function changePassword(client: ApiClient, request: ChangePasswordRequest) {
  return sendWrite(client, accountWrites.changePassword, request);
}

/** GET /api/account/contractpdf (never cached) and save it as contract.pdf (spec §7.2). */
export async function downloadContractPdf(
  client: ApiClient,
  save: typeof saveDownload = saveDownload,
): Promise<void> {
  const { blob } = await client.getBlob(CONTRACT_PDF_PATH);
  save({ blob, fileName: CONTRACT_FILE_NAME });
}

/** ADR 128: a new verification link for the waiting change of the login name. */
export function resendPrimaryEmailChange(client: ApiClient) {
  return sendWrite(client, accountWrites.resendPrimaryEmailChange, {});
}

/** ADR 128: the waiting change is dropped; the login name stays. */
export function cancelPrimaryEmailChange(client: ApiClient) {
  return sendWrite(client, accountWrites.cancelPrimaryEmailChange, {});
}

/** ADR 128: the link from the mail was opened; the answer names the new login name or the problem. */
export function verifyPrimaryEmailChange(client: ApiClient, token: string) {
  return sendWrite(client, accountWrites.verifyPrimaryEmailChange, { token });
}
