import { ApiError } from '../client/ApiError.ts';
import { isSoftFailure } from '../client/isSoftFailure.ts';

// What a form does with the answer to its submit: the form part of the error catalogue (spec §8)
// next to classifyError, pure. The portal's form mechanism performs it.

/** A message from the server, at a field when it names one. */
export interface ServerMessage {
  field?: string;
  message: string;
}

export type SubmitOutcome =
  /** Saved: clear the draft. */
  | { kind: 'saved' }
  /**
   * 503 (maintenance) or 401 (logout): the portal leaves the page (spec §8). Keep the draft so
   * what was typed is back when the person returns.
   */
  | { kind: 'leaving' }
  /**
   * The server refused what was sent and said why (`success: false`, 400, 409, 422): show the
   * messages at their fields, the rest above the form. The form keeps what was typed.
   */
  | { kind: 'refused'; messages: ServerMessage[] }
  /** Anything else (500, no answer): say it failed; the form keeps what was typed. */
  | { kind: 'failed' };

const REFUSALS = [400, 409, 422];

/**
 * The messages of a refusal body: `{ message, field? }` (WriteResult) and/or
 * `{ errors: [{ field, message }] }`. Anything else gives none.
 */
export function serverMessages(body: unknown): ServerMessage[] {
  if (typeof body !== 'object' || body === null) return [];
  const { message, field, errors } = body as Record<string, unknown>;
  const listed = Array.isArray(errors)
    ? errors.flatMap((entry) => serverMessages(entry).filter((item) => item.field))
    : [];
  if (typeof message !== 'string' || message.trim() === '') return listed;
  return [{ message, ...(typeof field === 'string' ? { field } : {}) }, ...listed];
}

/** The outcome of a submit that answered `result` (a `{ success: false }` body is no success). */
export function submitResultOutcome(result: unknown): SubmitOutcome {
  return isSoftFailure(result)
    ? { kind: 'refused', messages: serverMessages(result) }
    : { kind: 'saved' };
}

/** The outcome of a submit that threw `error`. */
export function submitErrorOutcome(error: unknown): SubmitOutcome {
  if (!(error instanceof ApiError)) return { kind: 'failed' };
  if (error.status === 503 || error.status === 401) return { kind: 'leaving' };
  const messages = serverMessages(error.body);
  const refused = REFUSALS.includes(error.status) || isSoftFailure(error.body);
  return refused && messages.length > 0 ? { kind: 'refused', messages } : { kind: 'failed' };
}

/** Whether the portal leaves the page for this error (503 maintenance, 401 logout). */
export function leavesPage(error: unknown): boolean {
  return submitErrorOutcome(error).kind === 'leaving';
}
