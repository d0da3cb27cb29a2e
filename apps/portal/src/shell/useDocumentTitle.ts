import { useEffect } from 'react';
import { useText } from '../i18n/useText.ts';
import { useTitleParts } from './titleParts.ts';
import { useDeepestHandle } from './useRouteHandle.ts';

/**
 * The deepest route's own name, e.g. 'Rekeningen': no step, no "Fout: " (ADR 141). The loading
 * bar announces it once per page load. Without a route title: the product name.
 */
export function useRouteName(): string {
  const t = useText();
  const title = useDeepestHandle('title');
  return title ? t(title) : t('app.title');
}

/**
 * The route's page name with what the page adds (ADR 141): the flow step and "Fout: " while an
 * error is shown, e.g. 'Fout: Stap 1 van 3: Kies je snelheid – Internetsnelheid wijzigen'.
 * Without a route title: the product name.
 */
function usePageTitle(): string {
  const t = useText();
  const hasTitle = useDeepestHandle('title') !== undefined;
  const page = useRouteName();
  const { step, errors } = useTitleParts();
  if (!hasTitle) return page;
  const named = step ? t('app.documentTitle.step', { step, page }) : page;
  return errors > 0 ? t('app.documentTitle.error', { title: named }) : named;
}

/**
 * Keeps the browser tab title on the deepest route title with its step and error state:
 * 'Overzicht | Mijn Vonk'; returns the route's own title (page views are counted per page, not per
 * step or error).
 */
export function useDocumentTitle(): string {
  const t = useText();
  const title = useDeepestHandle('title');
  const page = usePageTitle();
  const text = title ? t('app.documentTitle', { page }) : page;
  useEffect(() => {
    document.title = text;
  }, [text]);
  const routeName = useRouteName();
  return title ? t('app.documentTitle', { page: routeName }) : routeName;
}
