import { styled } from 'styled-components';
import { media } from '../../theme/media.ts';

export const Root = styled.nav`
  /* A short screen (landscape phone, high zoom): a row above the page that scrolls away (ADR 140). */
  position: relative;
  z-index: var(--vonk-z-index-navigation);
  height: var(--vonk-nav-bar-height);
  background: var(--vonk-nav-background);
  border-bottom: 1px solid var(--vonk-color-border);

  ${media.tallBelowMd} {
    position: fixed;
    inset: auto 0 0 0;
    border-top: 1px solid var(--vonk-color-border);
    border-bottom: 0;
    box-shadow: var(--vonk-shadow-md);
  }

  ${media.up('md')} {
    position: sticky;
    inset: auto;
    top: 0;
    /* At least the token's width, wider when the longest word of a label needs it. */
    width: min-content;
    min-width: var(--vonk-nav-rail-width);
    height: auto;
    min-height: 100%;
    border-top: 0;
    border-bottom: 0;
    border-inline-end: 1px solid var(--vonk-color-border);
    box-shadow: none;
    padding-block: var(--vonk-space-4);
  }
`;

// Labels wrap between words only: a column is never narrower than its longest word
// (min-content), so 'Abonnement' never becomes 'Abonneme / nt'.
export const Bar = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(min-content, 1fr);
  height: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.up('md')} {
    grid-auto-flow: row;
    align-content: start;
    gap: var(--vonk-space-2);
    padding-inline: var(--vonk-space-2);
  }
`;

export const Entry = styled.a`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--vonk-space-1);
  width: 100%;
  height: 100%;
  min-height: 2.75rem;
  padding: var(--vonk-space-1);
  border: 0;
  border-radius: var(--vonk-radius-medium);
  background: transparent;
  color: var(--vonk-nav-item-text);
  font: inherit;
  font-size: var(--vonk-font-size-xs);
  font-weight: var(--vonk-font-weight-medium);
  text-align: center;
  text-decoration: none;
  overflow-wrap: normal;
  hyphens: manual;
  cursor: pointer;
  ${media.up('md')} {
    height: auto;
    padding-block: var(--vonk-space-3);
  }

  &:hover {
    color: var(--vonk-nav-item-active-text);
  }
  &[aria-current='page'],
  &[data-active] {
    color: var(--vonk-nav-item-active-text);
    background: var(--vonk-nav-item-active-background);
  }
  /* Forced colours drop the background that marks the current item: mark it with the system's
     selection colours instead (issue 30). */
  @media (forced-colors: active) {
    &[aria-current='page'],
    &[data-active] {
      forced-color-adjust: none;
      color: HighlightText;
      background: Highlight;
    }
  }
  &:focus-visible {
    outline: var(--vonk-focus-outline);
    outline-offset: -3px;
  }
`;

export const Groups = styled.div`
  display: grid;
  gap: var(--vonk-space-5);
`;

export const GroupTitle = styled.h3`
  margin: 0 0 var(--vonk-space-2);
  font-size: var(--vonk-font-size-sm);
  color: var(--vonk-color-text-muted);
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const GroupList = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const GroupEntry = styled.a`
  display: flex;
  align-items: center;
  gap: var(--vonk-space-3);
  width: 100%;
  min-height: 3rem;
  padding: var(--vonk-space-2) var(--vonk-space-2);
  border: 0;
  border-bottom: 1px solid var(--vonk-color-border);
  background: transparent;
  color: var(--vonk-color-text);
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  & > span {
    flex: 1 1 auto;
    overflow-wrap: break-word;
  }
  &:hover > span {
    text-decoration: underline;
  }
  &[aria-current='page'] {
    color: var(--vonk-color-selected);
    font-weight: var(--vonk-font-weight-bold);
  }
  @media (forced-colors: active) {
    &[aria-current='page'] {
      forced-color-adjust: none;
      color: HighlightText;
      background: Highlight;
    }
  }
  &:focus-visible {
    outline: var(--vonk-focus-outline);
    outline-offset: -3px;
  }
`;
