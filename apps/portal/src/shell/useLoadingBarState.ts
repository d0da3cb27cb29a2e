import { useEffect, useReducer } from 'react';
import type { Dispatch } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import { initialPageLoad, pageLoadReducer } from './pageLoad.ts';
import type { PageLoadEvent, PageLoadState } from './pageLoad.ts';

/**
 * Page-loading states of spec §4, driven by the router: a navigation starts loading; when it
 * settles the page is initialized and then complete. The shell mounting with no navigation under
 * way is the initial load completing. The route error element reports 'failed' through the
 * returned dispatch (PageLoadContext) with the failing location's key.
 */
export function useLoadingBarState(): [PageLoadState, Dispatch<PageLoadEvent>] {
  const navigation = useNavigation();
  const { key } = useLocation();
  const [state, dispatch] = useReducer(pageLoadReducer, initialPageLoad);
  useEffect(() => {
    if (navigation.state !== 'idle') {
      dispatch({ type: 'navigationStart' });
      return;
    }
    // Also on a new location without a loading phase (a route without loaders).
    dispatch({ type: 'navigationEnd' });
    dispatch({ type: 'loadComplete', page: key });
  }, [navigation.state, key]);
  return [state, dispatch];
}
