import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useRef } from 'react';
import { useShellInsets } from './useShellInsets.ts';
import {
  Body,
  Content,
  FooterLandmark,
  Frame,
  HeaderLandmark,
  Main,
  Root,
  SkipLink,
} from './AppShell.styles.ts';

export interface AppShellProps extends ComponentPropsWithRef<'div'> {
  /** Header content (e.g. <Header>); wrapped in <header> (banner). */
  header?: ReactNode;
  /** Main navigation (e.g. <MainNavigation>, which renders its own <nav>). */
  navigation?: ReactNode;
  /** Full-width banner under the header (e.g. <AgentBanner>). */
  banner?: ReactNode;
  /** Route progress (e.g. <LoadingBar>). */
  loadingBar?: ReactNode;
  breadcrumbs?: ReactNode;
  /** Local navigation bar, above the page header. */
  localNavigation?: ReactNode;
  pageHeader?: ReactNode;
  /** Footer content (e.g. <Footer>); wrapped in <footer> (contentinfo). */
  footer?: ReactNode;
  /** Page content. */
  children?: ReactNode;
  /** Default 'Naar de inhoud'. */
  skipLinkText?: ReactNode;
  /** id of <main>, the skip link target (default 'inhoud'). */
  mainId?: string;
}

/**
 * The authenticated page frame: skip link, header, navigation, main and footer landmarks,
 * with slots for banner, loading bar, breadcrumbs and page header. Printed, only the main
 * content is left (GlobalStyle's print rules hide what is marked `data-vonk-print="hide"`).
 * The header sticks and the bottom bar is fixed only on screens tall enough for them; what they
 * cover is kept out of the way of focus by scroll-padding (WCAG 2.4.11, ADR 140).
 */
export function AppShell({
  header,
  navigation,
  banner,
  loadingBar,
  breadcrumbs,
  localNavigation,
  pageHeader,
  footer,
  children,
  skipLinkText = 'Naar de inhoud',
  mainId = 'inhoud',
  ...rest
}: AppShellProps) {
  const headerRef = useRef<HTMLElement>(null);
  const navigationRef = useRef<HTMLDivElement>(null);
  useShellInsets(headerRef, navigationRef, `${Boolean(header)} ${Boolean(navigation)}`);
  return (
    <Root data-has-navigation={navigation ? '' : undefined} {...rest}>
      <SkipLink href={`#${mainId}`} data-vonk-print="hide">
        {skipLinkText}
      </SkipLink>
      {loadingBar && <Frame data-vonk-print="hide">{loadingBar}</Frame>}
      {header && (
        <HeaderLandmark ref={headerRef} data-vonk-print="hide">
          {header}
        </HeaderLandmark>
      )}
      {banner && <Frame data-vonk-print="hide">{banner}</Frame>}
      <Body>
        {navigation && (
          <Frame ref={navigationRef} data-vonk-print="hide">
            {navigation}
          </Frame>
        )}
        <Main id={mainId} tabIndex={-1}>
          <Content>
            {localNavigation}
            {breadcrumbs}
            {pageHeader}
            {children}
          </Content>
        </Main>
      </Body>
      {footer && <FooterLandmark data-vonk-print="hide">{footer}</FooterLandmark>}
    </Root>
  );
}
