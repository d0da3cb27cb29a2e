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

// The client's typed `get(path)` answers by path; the client sits below this layer, so the table
// reaches it by declaration merging instead of an import from below.
import type {} from '../client/createApiClient.ts';
declare module '../client/createApiClient.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge itself
  interface ContractGetResponses extends GetResponses {}
}
