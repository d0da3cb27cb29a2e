import { styled } from 'styled-components';
import { media } from '../../theme/media.ts';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100dvh;
  background: var(--vonk-color-background-subtle);
  /* room for the bottom bar where it is fixed: narrow and tall screens (ADR 140) */
  ${media.tallBelowMd} {
    &[data-has-navigation] {
      padding-bottom: var(--vonk-nav-bar-height);
    }
  }
`;

export const SkipLink = styled.a`
  position: absolute;
  top: var(--vonk-space-2);
  left: var(--vonk-space-2);
  z-index: var(--vonk-z-index-toast);
  padding: var(--vonk-space-2) var(--vonk-space-4);
  background: var(--vonk-color-background);
  color: var(--vonk-color-text-link);
  font-weight: var(--vonk-font-weight-bold);
  border-radius: var(--vonk-radius-medium);
  box-shadow: var(--vonk-shadow-md);
  &:not(:focus) {
    clip-path: inset(50%);
    width: 1px;
    height: 1px;
    overflow: hidden;
    padding: 0;
    white-space: nowrap;
  }
`;

/** Sticks to the top only where the screen is tall enough; else it scrolls away (ADR 140). */
export const HeaderLandmark = styled.header`
  position: relative;
  z-index: var(--vonk-z-index-header);
  ${media.tall} {
    position: sticky;
    top: 0;
  }
`;

/** Narrow: one column (a bottom bar that is not fixed is a row above the page); wide: rail + page. */
export const Body = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-width: 0;
  ${media.up('md')} {
    flex-direction: row;
  }
`;

export const Main = styled.main`
  flex: 1 1 auto;
  min-width: 0;
  padding: var(--vonk-space-4);
  outline: none;
  ${media.up('md')} {
    padding: var(--vonk-space-6);
  }
`;

export const Content = styled.div`
  max-width: 72rem;
  margin-inline: auto;
`;

export const FooterLandmark = styled.footer`
  margin-top: auto;
`;

/** A slot of the frame around the content, without a box of its own: marked to be left out in print. */
export const Frame = styled.div`
  display: contents;
`;
