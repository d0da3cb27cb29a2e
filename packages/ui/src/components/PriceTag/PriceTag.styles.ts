import { styled } from 'styled-components';

export const Root = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: var(--vonk-space-2);
  font-family: var(--vonk-font-family-body);
  color: var(--vonk-price-tag-text, var(--vonk-color-text));
  font-size: var(--vonk-font-size-md);
  &[data-size='small'] {
    font-size: var(--vonk-font-size-sm);
  }
  &[data-size='large'] {
    font-size: var(--vonk-font-size-2xl);
  }
`;

export const Amount = styled.span`
  font-weight: var(--vonk-font-weight-bold);
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const Previous = styled.s`
  color: var(--vonk-color-text-muted);
  font-size: 0.85em;
  white-space: nowrap;
`;

export const Suffix = styled.span`
  font-size: 0.85em;
  color: var(--vonk-color-text-muted);
`;
