import type { ReadData, ReadDescriptor } from './endpoint.ts';
import type { Reads } from './reads.ts';

/** Request header that carries the customer code in agent mode (spec §6). */
export const CUSTOMER_CODE_HEADER = 'X-Customer-Code';
/** Double-submit CSRF: cookie set by the API, echoed in this header on every non-GET (spec §7.2). */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';

/** The path of each GET without parameters, by read name. */
type FixedPath<R> =
  R extends ReadDescriptor<unknown, void, infer Path>
    ? string extends Path
      ? never
      : Path
    : never;

/** Response type of every GET without parameters, by path; derived from `reads`. */
export type GetResponses = {
  [K in keyof Reads as FixedPath<Reads[K]>]: ReadData<Reads[K]>;
};

export type GetPath = keyof GetResponses;
