import { styled } from 'styled-components';

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border-top: 1px solid var(--vonk-action-list-divider, var(--vonk-color-border));
  font-family: var(--vonk-font-family-body);
  color: var(--vonk-color-text);
`;

export const Item = styled.li`
  border-bottom: 1px solid var(--vonk-action-list-divider, var(--vonk-color-border));
`;

const row = `
  display: flex;
  align-items: center;
  gap: var(--vonk-space-3);
  width: 100%;
  min-height: 3.5rem;
  padding: var(--vonk-space-3) var(--vonk-space-2);
  text-align: left;
`;

export const StaticRow = styled.div`
  ${row}
  flex-wrap: wrap;
`;

export const InteractiveRow = styled.div`
  & > a,
  & > button {
    ${row}
    border: 0;
    background: none;
    font: inherit;
    color: inherit;
    text-decoration: none;
    cursor: pointer;
  }
  & > a:hover,
  & > button:hover {
    background: var(--vonk-action-list-background-hover, var(--vonk-color-background-subtle));
  }
  & > a:hover [data-title],
  & > button:hover [data-title] {
    text-decoration: underline;
  }
  & > a:focus-visible,
  & > button:focus-visible {
    outline: var(--vonk-focus-outline);
    outline-offset: calc(-1 * var(--vonk-focus-outline-offset) - 3px);
  }
`;

export const Text = styled.span`
  display: flex;
  flex-direction: column;
  gap: var(--vonk-space-1);
  flex: 1 1 12rem;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Title = styled.span`
  font-weight: var(--vonk-font-weight-bold);
  color: var(--vonk-action-list-title, var(--vonk-color-text-link));
`;

export const StaticTitle = styled.span`
  font-weight: var(--vonk-font-weight-bold);
`;

export const Description = styled.span`
  font-size: var(--vonk-font-size-sm);
  color: var(--vonk-color-text-muted);
`;

export const Meta = styled.span`
  flex: none;
  color: var(--vonk-color-text-muted);
  font-size: var(--vonk-font-size-sm);
`;

export const Actions = styled.span`
  display: flex;
  gap: var(--vonk-space-2);
  flex: none;
  align-items: center;
`;

export const IconBox = styled.span`
  flex: none;
  display: inline-flex;
  color: var(--vonk-color-text-muted);
`;
