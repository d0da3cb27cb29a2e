import type { ReactNode } from 'react';
import type { ParamArgs, ReadDescriptor } from '@vonk/domain';
import { usePageData } from '../shell/usePageData.ts';

interface ReadStoryProps<T, P> {
  /** A read of the contract, e.g. `reads.customerInfo`, with its params if it has any. */
  read: ReadDescriptor<T, P>;
  params?: P;
  children: (data: NonNullable<T>, onSaved: () => Promise<unknown>) => ReactNode;
}

/**
 * One read's data from the sandbox for the story's persona, with the refetch a page passes as
 * `onSaved`: a form that a page feeds from its reads, alone, in a live section story (ADR 088).
 */
export function ReadStory<T, P>({ read, params, children }: ReadStoryProps<T, P>) {
  const result = usePageData(read, ...((params === undefined ? [] : [params]) as ParamArgs<P>));
  if (result.data === undefined || result.data === null) return null;
  return children(result.data, () => result.mutate());
}
