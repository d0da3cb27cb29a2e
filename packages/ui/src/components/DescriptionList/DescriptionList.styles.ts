import { styled } from 'styled-components';

export const Root = styled.dl`
  margin: 0;
  display: flex;
  flex-direction: column;
  font-family: var(--vonk-font-family-body);
  color: var(--vonk-color-text);
  container-type: inline-size;
`;

export const Item = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: var(--vonk-space-1) var(--vonk-space-4);
  padding-block: var(--vonk-space-3);
  border-bottom: 1px solid var(--vonk-description-list-divider, var(--vonk-color-border));
  @container (min-width: 30rem) {
    [data-layout='columns'] > & {
      grid-template-columns: minmax(8rem, 1fr) 2fr;
    }
  }
`;

export const Term = styled.dt`
  font-weight: var(--vonk-font-weight-bold);
  overflow-wrap: anywhere;
`;

export const Details = styled.dd`
  margin: 0;
  overflow-wrap: anywhere;
`;

export const Empty = styled.p`
  margin: 0;
  color: var(--vonk-color-text-muted);
`;
