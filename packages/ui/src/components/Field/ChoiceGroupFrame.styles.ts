import { styled } from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--vonk-space-1);
  font-family: var(--vonk-font-family-body);
  color: var(--vonk-color-text);
`;

export const GroupLabel = styled.span`
  font-weight: var(--vonk-font-weight-bold);
  line-height: var(--vonk-line-height-tight);
  overflow-wrap: anywhere;
`;

export const Options = styled.div`
  display: flex;
  flex-direction: column;
  &[data-orientation='horizontal'] {
    flex-direction: row;
  }
  flex-wrap: wrap;
  column-gap: var(--vonk-space-5);
`;
