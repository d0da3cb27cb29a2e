import { createContext, useContext } from 'react';
import type { Dispatch } from 'react';
import type { PageLoadEvent } from './pageLoad.ts';

/** Lets a route's error element inside the shell report 'load failed' (spec §4). */
export const PageLoadContext = createContext<Dispatch<PageLoadEvent> | null>(null);

/** Marks the current page failed; a no-op outside the shell. */
export function usePageLoadDispatch(): Dispatch<PageLoadEvent> {
  return useContext(PageLoadContext) ?? noop;
}

const noop = () => {};
