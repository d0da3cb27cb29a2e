import { styled } from 'styled-components';

export const Root = styled.div`
  border-top: 1px solid var(--vonk-accordion-divider, var(--vonk-color-border));
  font-family: var(--vonk-font-family-body);
  color: var(--vonk-color-text);
`;

export const Item = styled.div`
  border-bottom: 1px solid var(--vonk-accordion-divider, var(--vonk-color-border));
`;

export const Heading = styled.h3`
  margin: 0;
  font-size: var(--vonk-font-size-md);
`;

export const Trigger = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--vonk-space-3);
  width: 100%;
  min-height: 3rem;
  padding: var(--vonk-space-3) var(--vonk-space-2);
  border: 0;
  background: none;
  color: var(--vonk-accordion-trigger-text, var(--vonk-color-text));
  font: inherit;
  font-weight: var(--vonk-font-weight-bold);
  text-align: left;
  cursor: pointer;
  overflow-wrap: anywhere;
  &:hover {
    background: var(--vonk-color-background-subtle);
  }
  &:focus-visible {
    outline: var(--vonk-focus-outline);
    outline-offset: calc(-1 * var(--vonk-focus-outline-offset) - 3px);
  }
  & > svg {
    flex: none;
    transition: transform var(--vonk-motion-duration-fast) var(--vonk-motion-easing-standard);
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
  &:disabled {
    color: var(--vonk-color-text-subtle);
    cursor: not-allowed;
  }
`;

export const Panel = styled.div`
  padding: 0 var(--vonk-space-2) var(--vonk-space-4);
  &[hidden] {
    display: none;
  }
`;
