import { forwardRef } from 'react';
import type { AnchorHTMLAttributes } from 'react';
import { LinkProvider } from '@vonk/ui';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { useDocumentTitle } from './useDocumentTitle.ts';
import { usePageViewTracking } from '../tracking/usePageViewTracking.ts';

const InAppLink = forwardRef<
  HTMLAnchorElement,
  AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }
>(function InAppLink({ href, ...rest }, ref) {
  return <RouterLink ref={ref} to={href} {...rest} />;
});

/**
 * Root of every route: fills the design system's links with react-router's, sets the tab title
 * and tracks the page view (spec §7.4).
 */
export function RootLayout() {
  usePageViewTracking(useDocumentTitle());
  return (
    <LinkProvider component={InAppLink}>
      <Outlet />
    </LinkProvider>
  );
}
