import { styled } from 'styled-components';

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--vonk-space-4);
  align-items: flex-start;
`;

export const Status = styled.div`
  min-height: 1.5rem;
  font-family: var(--vonk-font-family-body);
  &:empty {
    min-height: 0;
  }
`;

export const Found = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: var(--vonk-space-1) var(--vonk-space-4);
  margin: 0;
  padding: var(--vonk-space-3) var(--vonk-space-4);
  border-radius: var(--vonk-radius-small);
  background: var(--vonk-color-background-subtle);
  & dt {
    font-weight: var(--vonk-font-weight-bold);
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Note = styled.p`
  margin: 0;
  padding: var(--vonk-space-3) var(--vonk-space-4);
  border-left: 4px solid var(--vonk-color-feedback-info-border);
  background: var(--vonk-color-feedback-info-background);
  color: var(--vonk-color-text);
`;

export const Loading = styled.p`
  margin: 0;
  color: var(--vonk-color-text-muted);
`;
