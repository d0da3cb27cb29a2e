import { styled } from 'styled-components';

export const Root = styled.figure`
  margin: 0;
  display: grid;
  gap: var(--vonk-space-3);
`;

export const Caption = styled.figcaption`
  font-weight: var(--vonk-font-weight-medium);
`;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--vonk-space-4);
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: var(--vonk-font-size-sm);
`;

export const Swatch = styled.span`
  display: inline-block;
  inline-size: 0.75rem;
  block-size: 0.75rem;
  margin-inline-end: var(--vonk-space-1);
  vertical-align: middle;
  background: currentColor;
`;

/** Series colours; non-text contrast ≥ 3:1 on the page background (WCAG 1.4.11). */
export const SERIES_COLORS = [
  'var(--vonk-barchart-series-1, var(--vonk-color-action-primary))',
  'var(--vonk-barchart-series-2, var(--vonk-color-text-link-hover))',
  'var(--vonk-barchart-series-3, var(--vonk-color-text))',
] as const;

export const Svg = styled.svg`
  inline-size: 100%;
  block-size: auto;
  max-block-size: 16rem;
  overflow: visible;
  font-size: 11px;
  color: var(--vonk-color-text);

  & line {
    stroke: var(--vonk-color-border, currentColor);
  }
  & text {
    fill: currentColor;
  }
`;
