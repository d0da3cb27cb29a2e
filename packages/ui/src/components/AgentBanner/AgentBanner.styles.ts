import { styled } from 'styled-components';

export const Root = styled.div`
  display: flex;
  align-items: center;
  gap: var(--vonk-space-2);
  padding: var(--vonk-space-2) var(--vonk-space-4);
  background: var(--vonk-agent-banner-background);
  color: var(--vonk-agent-banner-text);
  border-bottom: 2px solid var(--vonk-color-feedback-warning-border);
  font-weight: var(--vonk-font-weight-medium);
`;

export const Texts = styled.div`
  min-width: 0;
  & > p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Note = styled.p`
  font-weight: var(--vonk-font-weight-regular);
  font-size: var(--vonk-font-size-sm);
`;
