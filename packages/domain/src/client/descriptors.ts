import type {
  ParamArgs,
  ReadDescriptor,
  WriteDescriptor,
  WriteTracking,
} from '../contract/endpoint.ts';
import type { ApiClient } from './createApiClient.ts';

/** The URL a read descriptor names for these parameters. */
export function readUrl<T, P>(read: ReadDescriptor<T, P>, ...params: ParamArgs<P>): string {
  return read.url(params[0] as P);
}

/** A typed, cached GET (spec §7.3 TTL of the descriptor's row). */
export function getRead<T, P>(
  client: ApiClient,
  read: ReadDescriptor<T, P>,
  ...params: ParamArgs<P>
): Promise<T> {
  return client.getJson<T>(readUrl(read, ...params));
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
