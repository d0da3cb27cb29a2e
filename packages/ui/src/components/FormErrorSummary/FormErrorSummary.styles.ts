import { styled } from 'styled-components';

export const Root = styled.div`
  padding: var(--vonk-space-4);
  border: 3px solid var(--vonk-form-error-summary-border, var(--vonk-color-feedback-error-border));
  border-radius: var(--vonk-radius-medium);
  background: var(--vonk-color-surface);
  color: var(--vonk-color-text);
  font-family: var(--vonk-font-family-body);
  &:focus {
    outline: var(--vonk-focus-outline);
    outline-offset: var(--vonk-focus-outline-offset);
  }
`;

export const Title = styled.h2`
  margin: 0 0 var(--vonk-space-2);
  font-size: var(--vonk-font-size-lg);
  overflow-wrap: anywhere;
`;

export const List = styled.ul`
  margin: 0;
  padding-left: var(--vonk-space-5);
  display: flex;
  flex-direction: column;
  gap: var(--vonk-space-1);
`;

export const ErrorLink = styled.a`
  color: var(--vonk-color-feedback-error-text);
  font-weight: var(--vonk-font-weight-bold);
  overflow-wrap: anywhere;
  &:focus-visible {
    outline: var(--vonk-focus-outline);
    outline-offset: var(--vonk-focus-outline-offset);
  }
`;
