import { useEffect, useState } from 'react';
import type { LoadingBarState } from '@vonk/ui';
import { useNavigation } from 'react-router-dom';

/**
 * Page-loading states of spec §4: loading on navigation start; complete on navigation end. The
 * route error boundary reports 'failed' itself, so this hook never has to guess.
 */
export function useLoadingBarState(): LoadingBarState {
  const navigation = useNavigation();
  const [state, setState] = useState<LoadingBarState>('idle');
  useEffect(() => {
    if (navigation.state !== 'idle') {
      setState('loading');
      return;
    }
    setState((previous) => (previous === 'loading' ? 'complete' : previous));
  }, [navigation.state]);
  return state;
}
