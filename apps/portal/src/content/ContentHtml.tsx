import { useEffect, useMemo, useRef } from 'react';
import type { HTMLAttributes } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePortal } from '../session/PortalContext.tsx';
import { sanitizeContentHtml } from './sanitizeContentHtml.ts';

export interface ContentHtmlProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML'
> {
  /** HTML from the content service; sanitised before it reaches the page. */
  html: string;
}

/**
 * Provider HTML content (spec §1, §2.3): sanitised with DOMPurify's content allow-list and signed
 * by the `vonk-content` Trusted Types policy (ADR 062), shown as plain text if sanitising fails,
 * old brand name replaced in its text, and links with class `routerlink` navigating in-app with their query parameters as
 * navigation state instead of loading the page again.
 */
export function ContentHtml({ html, ...rest }: ContentHtmlProps) {
  const { config } = usePortal();
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  const content = useMemo(() => sanitizeContentHtml(html, config.brand), [html, config.brand]);

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a.routerlink');
      if (!(link instanceof HTMLAnchorElement) || !root.contains(link)) return;
      const url = new URL(link.href, location.href);
      if (url.origin !== location.origin) return;
      event.preventDefault();
      void navigate(url.pathname, { state: Object.fromEntries(url.searchParams) });
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [navigate]);

  if (content.kind === 'text') {
    return (
      <div ref={ref} {...rest}>
        {content.text}
      </div>
    );
  }
  // A TrustedHTML from the `vonk-content` policy: React assigns it to innerHTML unchanged (ADR 062).
  return <div ref={ref} {...rest} dangerouslySetInnerHTML={{ __html: content.html }} />;
}
