import { formDraftKey, isFormDraftKey } from './formDraft.ts';

// Whose drafts a tab holds (issue #27, ADR 126). A draft is keyed by its owner: the signed-in
// subject and, in agent mode, the customer the agent acts for. The tab remembers the owner it
// holds drafts for; a sign-in as anyone else drops them all before a page renders, and so does
// the end of the session (logout, idle, another tab's logout). A 401 is not an end: the same
// person signing in again gets their draft back.

/** Session-storage key of the owner the tab's drafts belong to (spec §9: host-prefixed). */
export const draftOwnerKey = (host: string): string => `${host}FormDraftOwner`;

/** Drafts typed without a session (the public pages) belong to nobody in particular. */
export const ANONYMOUS_OWNER = '';

/**
 * The owner of drafts typed by `subject` (the token's `sub`) for `customerCode` (agent mode;
 * null for a customer): SHA-256, hex. A fixed-length key without the identifiers in clear; not a
 * secret (ADR 126).
 */
export async function draftOwner(
  subject: string,
  customerCode: string | null,
  subtle: Pick<SubtleCrypto, 'digest'> = crypto.subtle,
): Promise<string> {
  const input = new TextEncoder().encode(JSON.stringify([subject, customerCode]));
  const digest = new Uint8Array(await subtle.digest('SHA-256', input));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The owner this tab's drafts are kept for now. */
export function currentDraftOwner(storage: Storage, host: string): string {
  return storage.getItem(draftOwnerKey(host)) ?? ANONYMOUS_OWNER;
}

/** The key of form `formId`'s draft for whoever this tab's drafts belong to. */
export function ownedDraftKey(storage: Storage, host: string, formId: string): string {
  return formDraftKey(host, formId, currentDraftOwner(storage, host));
}

/** Every draft of this host and the owner mark: the session ended. */
export function clearFormDrafts(storage: Storage, host: string): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) if (key !== null && isFormDraftKey(host, key)) storage.removeItem(key);
  storage.removeItem(draftOwnerKey(host));
}

/**
 * A sign-in completed for `owner`: drafts of anyone else (or of nobody, typed before the sign-in)
 * are dropped and the tab's drafts are the owner's from now on. True when drafts were dropped.
 */
export function adoptDraftOwner(storage: Storage, host: string, owner: string): boolean {
  if (storage.getItem(draftOwnerKey(host)) === owner) return false;
  clearFormDrafts(storage, host);
  storage.setItem(draftOwnerKey(host), owner);
  return true;
}
