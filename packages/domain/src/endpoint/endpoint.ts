import type { z } from 'zod/mini';
import type { TtlClass } from './ttl.ts';

export type WriteMethod = 'POST' | 'PUT' | 'DELETE';

/** Spec §9: tracking categories are prefixed 'SS - '. */
export type TrackingCategory = `SS - ${string}`;
export interface WriteTracking {
  category: TrackingCategory;
  label: string;
}

/**
 * A typed GET: its URL pattern (`*` one segment, trailing `**` the rest; query ignored) and a URL
 * builder. `T` is the answer's type, inferred from the resource's schema; the descriptor holds no
 * schema, so the portal bundles no validation code for it. Its spec §7.3 TTL is its rules' `ttl`.
 */
export interface ReadDescriptor<T, P = void, Path extends string = string> {
  readonly kind: 'read';
  readonly pattern: Path;
  readonly url: (params: P) => string;
  /** The spec's rules for this answer, applied by the one read path (`getRead`, `useRead`). */
  readonly rules?: ReadRules<T>;
  /** Phantom: carries T for the compiler only. */
  readonly _type?: T;
}

/**
 * What the spec says about an answer beyond its shape, carried by its descriptor so that every
 * reader (page, tile, guard, loader) gets the same value: `normalize` turns the raw answer into T
 * (§7.2 "null if empty", "coerced to boolean"); `recover` answers a failing status with a value
 * instead of an error (§8: account 503 → the empty customer, features 503 → `{}`); `ttl` is the
 * spec §7.3 class of the answer (absent: the spec names none, 30 s; ADR 124).
 */
export interface ReadRules<T> {
  readonly ttl?: TtlClass;
  readonly normalize?: (answer: unknown) => T;
  readonly recover?: { readonly status: number; readonly value: () => T };
}

/**
 * A typed write: method, URL pattern, builder, the tracking category and label reported to
 * analytics (spec §7.2, §9) and the cached GETs it clears besides its own URL (spec §7.3).
 * `tracking: null` only for writes that are not a customer's action (the log endpoint).
 */
export interface WriteDescriptor<Body, Result, P = void> {
  readonly kind: 'write';
  readonly method: WriteMethod;
  readonly pattern: string;
  readonly url: (params: P) => string;
  readonly tracking: WriteTracking | null;
  /**
   * Patterns of the related GETs a successful write makes stale (spec §7.3 "writes to related
   * endpoints clear matching entries"): `*` one segment, a trailing `**` any rest, query ignored.
   * `[]` when it changes only its own URL.
   */
  readonly clears: readonly string[];
  /** How the body travels: JSON (default), plain text (phone numbers) or none. */
  readonly body: 'json' | 'text' | 'none';
  readonly _body?: Body;
  readonly _result?: Result;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any T: T appears only covariantly
export type AnyRead = ReadDescriptor<any, never>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any body and result
export type AnyWrite = WriteDescriptor<any, any, never>;
export type ReadData<R> = R extends ReadDescriptor<infer T, infer _P> ? T : never;
export type ReadParams<R> = R extends ReadDescriptor<infer _T, infer P> ? P : never;
export type WriteBody<W> = W extends WriteDescriptor<infer B, infer _R, infer _P> ? B : never;
export type WriteResultOf<W> = W extends WriteDescriptor<infer _B, infer R, infer _P> ? R : never;
export type WriteParams<W> = W extends WriteDescriptor<infer _B, infer _R, infer P> ? P : never;
/** The arguments after the descriptor: none for a fixed path, else its parameters. */
export type ParamArgs<P> = [P] extends [void]
  ? []
  : undefined extends P
    ? [params?: P]
    : [params: P];

/** Names a descriptor's answer type without a value: `read('/api/x', returns<X>())`. */
/* @__NO_SIDE_EFFECTS__ */
export function returns<T>(): T {
  return undefined as T;
}

/** A GET without parameters: the pattern is the path (kept as a literal type for GetResponses). */
/* @__NO_SIDE_EFFECTS__ */
export function read<const Path extends string, T>(
  path: Path,
  _type: T,
  rules?: ReadRules<NoInfer<T>>,
): ReadDescriptor<T, void, Path> {
  return { kind: 'read', pattern: path, url: () => path, rules };
}

/** A GET with path or query parameters. */
/* @__NO_SIDE_EFFECTS__ */
export function readWith<T, P>(
  pattern: string,
  url: (params: P) => string,
  rules?: ReadRules<NoInfer<T>>,
): ReadDescriptor<T, P> {
  return { kind: 'read', pattern, url, rules };
}

interface WriteOptions {
  tracking: WriteTracking | null;
  clears: readonly string[];
  body?: 'json' | 'text' | 'none';
}

/** A write to a fixed path. */
/* @__NO_SIDE_EFFECTS__ */
export function write<Body, Result>(
  method: WriteMethod,
  path: string,
  options: WriteOptions,
): WriteDescriptor<Body, Result> {
  return writeWith<Body, Result, void>(method, path, () => path, options);
}

/** A write whose URL has parameters. */
/* @__NO_SIDE_EFFECTS__ */
export function writeWith<Body, Result, P>(
  method: WriteMethod,
  pattern: string,
  url: (params: P) => string,
  { tracking, clears, body = 'json' }: WriteOptions,
): WriteDescriptor<Body, Result, P> {
  return { kind: 'write', method, pattern, url, tracking, clears, body };
}

/** `?a=1&b=2` from the defined values, or '' when there are none. */
export function queryString(values: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The schemas of one resource, keyed like its descriptors: every read has its answer's schema,
 * every write its body's (null without a body) and its answer's. The compiler checks that each
 * schema's output is the type its descriptor promises, so types and validation cannot drift.
 */
export interface ResourceSchemas<
  Reads extends Record<string, AnyRead>,
  Writes extends Record<string, AnyWrite>,
> {
  reads: { [K in keyof Reads]: z.ZodMiniType<ReadData<Reads[K]>> };
  writes: {
    [K in keyof Writes]: {
      body: [WriteBody<Writes[K]>] extends [void] ? null : z.ZodMiniType<WriteBody<Writes[K]>>;
      result: z.ZodMiniType<WriteResultOf<Writes[K]>>;
    };
  };
}
