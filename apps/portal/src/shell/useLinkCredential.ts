import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

const STATE_KEY = 'linkCredential';

/** The credential kept in the history entry's state, or null. */
function kept(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const value = (state as Record<string, unknown>)[STATE_KEY];
  return typeof value === 'string' ? value : null;
}

/**
 * The credential an e-mail link carries in query parameter `param` (`/unsubscribe?id=…`). Once
 * read it leaves the address bar (issue #27, ADR 126): CSP reports, the Referer, a screenshot or a
 * shared URL no longer carry it. It stays in this history entry's state, which only this tab sees,
 * so a retry, a reload and Back still find it; a new tab or a copied URL does not.
 */
export function useLinkCredential(param: string): string | null {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const inUrl = params.get(param);

  useEffect(() => {
    if (inUrl === null) return;
    const rest = new URLSearchParams(params);
    rest.delete(param);
    const search = rest.size > 0 ? `?${rest.toString()}` : '';
    void navigate(
      { pathname: location.pathname, search, hash: location.hash },
      { replace: true, state: { [STATE_KEY]: inUrl } },
    );
  }, [inUrl, param, params, location.pathname, location.hash, navigate]);

  return inUrl ?? kept(location.state);
}
