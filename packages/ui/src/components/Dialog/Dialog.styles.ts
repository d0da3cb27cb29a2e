import { styled } from 'styled-components';

export const Root = styled.div`
  display: grid;
  grid-template-rows: auto minmax(0, 1fr) auto;
  max-height: 100%;
  min-height: 0;
  outline: none;
`;

export const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--vonk-space-3);
  padding: var(--vonk-space-4) var(--vonk-space-5);
  border-bottom: 1px solid var(--vonk-color-border);
`;

export const Title = styled.h2`
  margin: 0;
  font-size: var(--vonk-font-size-xl);
  overflow-wrap: anywhere;
  align-self: center;
`;

export const Close = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 2.75rem;
  height: 2.75rem;
  margin: calc(var(--vonk-space-2) * -1);
  border: 0;
  border-radius: var(--vonk-radius-pill);
  background: transparent;
  color: var(--vonk-color-text);
  cursor: pointer;
  &:hover {
    background: var(--vonk-color-background-muted);
  }
  &:focus-visible {
    outline: var(--vonk-focus-outline);
    outline-offset: 0;
  }
`;

export const Body = styled.div`
  padding: var(--vonk-space-5);
  overflow-y: auto;
  overflow-wrap: anywhere;
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--vonk-space-3);
  padding: var(--vonk-space-4) var(--vonk-space-5);
  border-top: 1px solid var(--vonk-color-border);
`;
