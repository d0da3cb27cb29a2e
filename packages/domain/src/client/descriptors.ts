import type {
  ParamArgs,
  ReadDescriptor,
  WriteDescriptor,
  WriteTracking,
} from '../endpoint/endpoint.ts';
import { ApiError } from './ApiError.ts';
import type { ApiClient } from './createApiClient.ts';

/** The URL a read descriptor names for these parameters. */
export function readUrl<T, P>(read: ReadDescriptor<T, P>, ...params: ParamArgs<P>): string {
  return read.url(params[0] as P);
}

/**
 * The one way to read an endpoint: a typed, cached GET (spec §7.3 TTL of the descriptor's `ttl`)
 * with the descriptor's spec rules applied, so every reader of a URL gets the same value.
 */
export async function getRead<T, P>(
  client: Pick<ApiClient, 'getJson'>,
  read: ReadDescriptor<T, P>,
  ...params: ParamArgs<P>
): Promise<T> {
  const { normalize, recover } = read.rules ?? {};
  try {
    const answer = await client.getJson<unknown>(readUrl(read, ...params), read.rules?.ttl);
    return normalize ? normalize(answer) : (answer as T);
  } catch (error) {
    if (recover && error instanceof ApiError && error.status === recover.status)
      return recover.value();
    throw error;
  }
}

/** A fresh answer the client's cache already holds for this read (rules applied), else undefined. */
export function peekRead<T, P>(
  client: Pick<ApiClient, 'cache'>,
  read: ReadDescriptor<T, P>,
  ...params: ParamArgs<P>
): T | undefined {
  const answer = client.cache?.peek<unknown>(readUrl(read, ...params));
  if (answer === undefined) return undefined;
  return read.rules?.normalize ? read.rules.normalize(answer) : (answer as T);
}

/**
 * A typed write with the tracking category and label of the writes table (spec §7.2, §9); the
 * client reports its outcome to `onMutation` and clears what the cache table names.
 * `label` replaces the table's label where the write says more (several labels: ' + ', §7.4).
 */
export function sendWrite<B, R, P>(
  client: ApiClient,
  write: WriteDescriptor<B, R, P>,
  body: B,
  ...params: ParamArgs<P>
): Promise<R> {
  return client.send<R>(
    write.method,
    write.url(params[0] as P),
    write.body === 'none' ? undefined : body,
    write.tracking ?? undefined,
    write.clears,
  );
}

/** `sendWrite` with a label of its own, e.g. the number of terms of an installment plan. */
export function withLabel<B, R, P>(
  write: WriteDescriptor<B, R, P>,
  label: string,
): WriteDescriptor<B, R, P> {
  const tracking: WriteTracking | null = write.tracking ? { ...write.tracking, label } : null;
  return { ...write, tracking };
}
