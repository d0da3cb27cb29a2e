import { useContext, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import {
  draftValues,
  ownedDraftKey,
  restoreDraft,
  submitErrorOutcome,
  submitResultOutcome,
} from '@vonk/domain';
import type { SubmitOutcome } from '@vonk/domain';
import type { FormError } from '@vonk/ui';
import { useProviderText } from '../i18n/useProductName.ts';
import { PortalContext } from '../session/PortalContext.tsx';

/** What a form holds: text per field, or the ticked values of a group. */
export type FormValues<V> = { [K in keyof V]: string | string[] };

/** A field's check: the Dutch message of what is wrong, or undefined. Rules from @vonk/domain. */
export type FieldCheck<V extends FormValues<V>, K extends keyof V> = (
  value: V[K],
  values: V,
) => string | undefined;

export interface PortalFormOptions<V extends FormValues<V>> {
  /** Names the draft: the page and what it is about, e.g. `overstappen-afronden/OV-2026-0042`. */
  id: string;
  /** Input id per field, in form order: the error summary lists and links them in this order. */
  fieldIds: { [K in keyof V]: string };
  defaultValues: V;
  checks?: { [K in keyof V]?: FieldCheck<V, K> };
  /** Fields never kept in a draft (passwords, IBANs, card numbers are left out anyway). */
  sensitive?: readonly (keyof V)[];
  /** Sends the values. Resolving saves; a `{ success: false }` answer counts as refused. */
  onSubmit: (values: V) => Promise<unknown>;
  /** After a save (e.g. reload the dossier); the submit button stays busy until it settles. */
  onSaved?: (values: V, result: unknown) => unknown;
  /** After a failed check: focus the summary (default) or, for a one-field form, the field. */
  focus?: 'summary' | 'field';
  /** Where drafts live; sessionStorage dies with the tab (ADR 016). */
  storage?: Storage;
}

/** Why the last submit did not save, for a message above the form. */
export type FormFailure = { kind: 'failed' } | { kind: 'refused'; messages: string[] } | null;

const keys = <V extends FormValues<V>>(fieldIds: { [K in keyof V]: string }) =>
  Object.keys(fieldIds) as (keyof V & string)[];
type Errors<V> = Partial<Record<keyof V, string>>;

/**
 * The one form mechanism (ADR 015): a small store of values and errors (react-hook-form measured
 * 13.2 kB gzip against 1.5 kB for this); checks come from the domain's rules; every field is checked when it is left (the ui field calls `validate`) and all
 * on submit, with an error summary that links to each field and takes focus; one submit at a
 * time; server messages at their fields; what was typed survives a failure, and a 503/401 keeps
 * a draft in sessionStorage that is restored when the person comes back.
 */
export function usePortalForm<V extends FormValues<V>>(options: PortalFormOptions<V>) {
  const { id, fieldIds, sensitive, focus = 'summary' } = options;
  const checks: NonNullable<PortalFormOptions<V>['checks']> = options.checks ?? {};
  const storage = options.storage ?? sessionStorage;
  // Optional: a form under test may render without the portal around it.
  const portal = useContext(PortalContext);
  // A refusal is the API's own words: the §1 brand rule applies, as to a product name (ADR 122).
  const providerText = useProviderText();
  // Keyed by whose drafts the tab holds (the signed-in subject and customer, ADR 126).
  const draftKey = ownedDraftKey(storage, location.host, id);
  const order = keys<V>(fieldIds);
  // Read during render (StrictMode renders twice, both must see it); removed after mounting.
  const [restored] = useState(() => restoreDraft(storage.getItem(draftKey), options.defaultValues));
  useEffect(() => {
    if (restored) storage.removeItem(draftKey);
  }, [restored, storage, draftKey]);

  const checkAll = (all: V): Errors<V> => {
    const found: Errors<V> = {};
    for (const name of order) {
      const message = checks[name]?.(all[name], all);
      if (message) found[name] = message;
    }
    return found;
  };
  const [values, setValues] = useState<V>(() => restored ?? options.defaultValues);
  const [errors, setErrors] = useState<Errors<V>>({});
  const [submitCount, setSubmitCount] = useState(0);
  const [isSubmitting, setSubmitting] = useState(false);
  // The latest values, for a submit right after a change (a second action sets values first).
  const current = useRef(values);
  const setValue = <K extends keyof V>(name: K, value: V[K], check: boolean) => {
    const next = { ...current.current, [name]: value };
    current.current = next;
    setValues(next);
    if (check) setErrors((shown) => ({ ...shown, [name]: checkAll(next)[name] }));
  };
  const busy = useRef(false);
  const [action, setAction] = useState<string | null>(null);
  const [failure, setFailure] = useState<FormFailure>(null);
  const [showRestored, setShowRestored] = useState(restored !== undefined);

  const errorOf = (name: keyof V & string) => errors[name];
  const apply = (outcome: SubmitOutcome) => {
    // Leaving, failed or refused: the draft stays until a save succeeds (issue #31), so what was
    // typed survives a page that fails after the write, a reload or the API coming back.
    if (outcome.kind === 'leaving') return;
    if (outcome.kind === 'failed') setFailure({ kind: 'failed' });
    if (outcome.kind !== 'refused') return;
    const general: string[] = [];
    const atFields: Errors<V> = {};
    for (const { field, message: said } of outcome.messages) {
      const message = providerText(said);
      if (field && field in fieldIds) atFields[field as keyof V] = message;
      else general.push(message);
    }
    setErrors((shown) => ({ ...shown, ...atFields }));
    if (general.length > 0 || outcome.messages.length === 0)
      setFailure({ kind: 'refused', messages: general });
  };
  const send = async (valid: V) => {
    storage.setItem(draftKey, JSON.stringify(draftValues(valid, sensitive)));
    let result: unknown;
    let outcome: SubmitOutcome;
    try {
      result = await options.onSubmit(valid);
      outcome = submitResultOutcome(result);
    } catch (error) {
      outcome = submitErrorOutcome(error);
      // The form says it failed and keeps what was typed; the log still hears of a 4xx (spec §8).
      if (outcome.kind === 'failed') portal?.errors.onHandled(error);
    }
    if (outcome.kind !== 'saved') return apply(outcome);
    storage.removeItem(draftKey);
    setShowRestored(false);
    await options.onSaved?.(valid, result);
  };
  const focusFirstError = (invalid: Errors<V>) => {
    if (focus !== 'field') return; // FormErrorSummary takes focus itself
    const first = order.find((name) => invalid[name]);
    if (first) document.getElementById(fieldIds[first])?.focus();
  };

  /** Submits (the form's own button, or another action with values of its own). */
  const submit = async (name = 'submit', overrides?: Partial<V>) => {
    if (busy.current) return; // double-submit guard: one request at a time
    busy.current = true;
    setAction(name);
    setFailure(null);
    for (const [field, value] of Object.entries(overrides ?? {}))
      setValue(field as keyof V, value as V[keyof V], false);
    const sent = current.current;
    const found = checkAll(sent);
    setErrors(found);
    setSubmitCount((count) => count + 1);
    try {
      if (Object.keys(found).length > 0) return focusFirstError(found);
      setSubmitting(true);
      await send(sent);
    } finally {
      setSubmitting(false);
      busy.current = false;
      setAction(null);
    }
  };

  return {
    values,
    /** A draft was restored and not yet saved: tell the person to check it. */
    restored: showRestored,
    /** The last submit failed (the form kept everything) or was refused without a field. */
    failure,
    /** A submit is on its way; `submitting(name)` for one of several actions. */
    isSubmitting,
    submitting: (name = 'submit') => isSubmitting && action === name,
    /** Props for <form>. */
    formProps: {
      noValidate: true,
      onSubmit: (event: FormEvent) => {
        event.preventDefault();
        void submit();
      },
    },
    submit,
    /** Props for FormErrorSummary: after a submit, every error in form order, linked. */
    summary: {
      key: submitCount,
      errors:
        submitCount > 0
          ? order.flatMap((name): FormError[] => {
              const message = errorOf(name);
              return message ? [{ fieldId: fieldIds[name], message }] : [];
            })
          : [],
    },
    /** Props for a ui field: value, change, check on leaving it, and the error to show. */
    field<K extends keyof V & string>(name: K) {
      const check = checks[name];
      return {
        id: fieldIds[name],
        name,
        value: values[name],
        onChange: (value: V[K]) => {
          setValue(name, value, submitCount > 0 || errors[name] !== undefined);
          if (failure) setFailure(null);
        },
        validate: check
          ? (value: V[K]) => check(value, { ...current.current, [name]: value })
          : undefined,
        errorMessage: errorOf(name),
      };
    },
  };
}

export type PortalForm<V extends FormValues<V>> = ReturnType<typeof usePortalForm<V>>;
