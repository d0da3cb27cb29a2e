// Drafts keep what a person typed when the portal must leave the page mid-submit (503 →
// maintenance, 401 → logout; ADR 016). Only in sessionStorage, which dies with the tab; never a
// password, IBAN or card number: those fields are left out and must be typed again.

/** Field names that are never written to a draft, whatever the form says. */
const SECRET_NAME = /password|wachtwoord|iban|card|kaart|cvc|^pin(code)?$/i;

/**
 * Spec §9: session-storage keys are prefixed with the host. A draft with an owner (draftOwner.ts)
 * carries it in the key, so only that owner's key ever matches.
 */
export function formDraftKey(host: string, formId: string, owner = ''): string {
  return `${host}FormDraft${owner ? `.${owner}` : ''}:${formId}`;
}

/** A draft of this host, whoever owns it. */
export function isFormDraftKey(host: string, key: string): boolean {
  return key.startsWith(`${host}FormDraft:`) || key.startsWith(`${host}FormDraft.`);
}

/** The values to keep: everything but the sensitive fields and anything named like a secret. */
export function draftValues<V extends Record<string, unknown>>(
  values: V,
  sensitive: readonly (keyof V)[] = [],
): Partial<V> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([name]) => !sensitive.includes(name as keyof V) && !SECRET_NAME.test(name),
    ),
  ) as Partial<V>;
}

/**
 * A stored draft over the form's defaults: only the fields the form has, of the same type as its
 * default (a draft from an older form shape cannot inject anything). Undefined when none.
 */
export function restoreDraft<V extends Record<string, unknown>>(
  stored: string | null,
  defaults: V,
): V | undefined {
  if (!stored) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const draft = parsed as Record<string, unknown>;
  const kept = Object.keys(defaults).filter(
    (name) =>
      name in draft &&
      (Array.isArray(defaults[name])
        ? Array.isArray(draft[name]) &&
          (draft[name] as unknown[]).every((item) => typeof item === 'string')
        : typeof draft[name] === typeof defaults[name]),
  );
  if (kept.length === 0) return undefined;
  return { ...defaults, ...Object.fromEntries(kept.map((name) => [name, draft[name]])) };
}
