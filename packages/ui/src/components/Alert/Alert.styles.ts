import { styled } from 'styled-components';

export const Root = styled.div`
  display: flex;
  gap: var(--vonk-space-3);
  align-items: flex-start;
  padding: var(--vonk-space-4);
  border-radius: var(--vonk-radius-medium);
  border-inline-start: 4px solid var(--alert-border);
  background: var(--alert-background);
  color: var(--vonk-color-text);

  ${['info', 'success', 'warning', 'error']
    .map(
      (tone) => `&[data-tone='${tone}'] {
        --alert-border: var(--vonk-color-feedback-${tone}-border);
        --alert-background: var(--vonk-color-feedback-${tone}-background);
        --alert-icon: var(--vonk-color-feedback-${tone}-text);
      }`,
    )
    .join('\n')}

  & > svg {
    color: var(--alert-icon);
    margin-top: 0.1em;
  }
`;

export const Body = styled.div`
  display: grid;
  gap: var(--vonk-space-1);
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Title = styled.p`
  margin: 0;
  font-weight: var(--vonk-font-weight-bold);
`;
