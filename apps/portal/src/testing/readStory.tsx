import type { ReactNode } from 'react';
import type { ReadDescriptor } from '@vonk/domain';
import { usePageData } from '../shell/usePageData.ts';

interface ReadStoryProps<T> {
  /** A parameterless read of the contract, e.g. `reads.customerInfo`. */
  read: ReadDescriptor<T, undefined>;
  children: (data: NonNullable<T>, onSaved: () => Promise<unknown>) => ReactNode;
}

/**
 * One read's data from the sandbox for the story's persona, with the refetch a page passes as
 * `onSaved`: a form that a page feeds from its reads, alone, in a live section story (ADR 088).
 */
export function ReadStory<T>({ read, children }: ReadStoryProps<T>) {
  const result = usePageData(read);
  if (result.data === undefined || result.data === null) return null;
  return children(result.data, () => result.mutate());
}
