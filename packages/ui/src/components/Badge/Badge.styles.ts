import { styled } from 'styled-components';

export const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--vonk-space-1);
  padding: 0.125rem var(--vonk-space-2);
  border-radius: var(--vonk-radius-pill);
  font-size: var(--vonk-font-size-sm);
  font-weight: var(--vonk-font-weight-medium);
  line-height: var(--vonk-line-height-normal);
  background: var(--vonk-color-background-muted);
  color: var(--vonk-color-text);
  white-space: nowrap;
  ${['info', 'success', 'warning', 'error']
    .map(
      (tone) => `&[data-tone='${tone}'] {
        background: var(--vonk-color-feedback-${tone}-background);
        color: var(--vonk-color-feedback-${tone}-text);
      }`,
    )
    .join('\n')}
`;
