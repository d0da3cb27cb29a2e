import type { ReadData, ReadDescriptor } from '../endpoint/endpoint.ts';
import type { Reads } from './reads.ts';

export * from '../endpoint/headers.ts';

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
