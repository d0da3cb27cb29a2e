import { useEffect } from 'react';
import { useText } from '../i18n/useText.ts';
import { useDeepestHandle } from './useRouteHandle.ts';

/** Keeps the browser tab title on the deepest route title: 'Overzicht | Mijn Vonk'; returns it. */
export function useDocumentTitle(): string {
  const t = useText();
  const title = useDeepestHandle('title');
  const text = title ? t('app.documentTitle', { page: t(title) }) : t('app.title');
  useEffect(() => {
    document.title = text;
  }, [text]);
  return text;
}
