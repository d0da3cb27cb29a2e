import type { ApiClient } from '../client/createApiClient.ts';
import { saveDownload } from '../client/saveDownload.ts';
import type {
  AddressLookupResult,
  ChangePasswordRequest,
  SetPrimaryEmailRequest,
  WriteResult,
} from '../contract/index.ts';

/** Spec §7.2: the contract is saved as contract.pdf, whatever the server calls it. */
export const CONTRACT_FILE_NAME = 'contract.pdf';

export const ACCOUNT_SETTINGS_PATHS = {
  /** Spelling as the API has it (spec §7.2). */
  primaryEmail: '/api/account/setPrimaryEmailAdress',
  phoneNumbers: '/api/account/setPhoneNumbers',
  changePassword: '/api/account/changePassword',
  contractPdf: '/api/account/contractpdf',
  addressLookup: (postalCode: string, houseNumber: number | string) =>
    `/api/AddressLookup/${encodeURIComponent(postalCode)}/${encodeURIComponent(String(houseNumber))}`,
} as const;

/** POST /api/account/setPrimaryEmailAdress {primaryEmailAddress}; clears account and basic account. */
export function setPrimaryEmailAddress(client: ApiClient, primaryEmailAddress: string) {
  const body: SetPrimaryEmailRequest = { primaryEmailAddress };
  return client.send<WriteResult>('POST', ACCOUNT_SETTINGS_PATHS.primaryEmail, body, {
    category: 'Mijn gegevens',
    label: 'E-mailadres wijzigen',
  });
}

/** POST /api/account/setPhoneNumbers with the numbers as text (spec §3, §7.2); clears the account. */
export function setPhoneNumbers(client: ApiClient, phoneNumbers: string) {
  return client.send<WriteResult>('POST', ACCOUNT_SETTINGS_PATHS.phoneNumbers, phoneNumbers, {
    category: 'Mijn gegevens',
    label: 'Telefoonnummers wijzigen',
  });
}

/** POST /api/account/changePassword (payload not in the spec; designed in the contract). */
export function changePassword(client: ApiClient, request: ChangePasswordRequest) {
  return client.send<WriteResult>('POST', ACCOUNT_SETTINGS_PATHS.changePassword, request, {
    category: 'Mijn gegevens',
    label: 'Wachtwoord wijzigen',
  });
}

/** GET /api/account/contractpdf (never cached) and save it as contract.pdf (spec §7.2). */
export async function downloadContractPdf(
  client: ApiClient,
  save: typeof saveDownload = saveDownload,
): Promise<void> {
  const { blob } = await client.getBlob(ACCOUNT_SETTINGS_PATHS.contractPdf);
  save({ blob, fileName: CONTRACT_FILE_NAME });
}

/** GET /api/AddressLookup/{postalCode}/{houseNumber}: [] when the combination is unknown (spec §5). */
export function lookupAddress(
  client: ApiClient,
  postalCode: string,
  houseNumber: number | string,
): Promise<AddressLookupResult> {
  return client.getJson<AddressLookupResult>(
    ACCOUNT_SETTINGS_PATHS.addressLookup(postalCode, houseNumber),
  );
}
