import { styled } from 'styled-components';

export const Root = styled.p`
  display: flex;
  gap: var(--vonk-space-2);
  align-items: flex-start;
  margin: 0;
  max-width: 100%;
  font-size: var(--vonk-inline-message-font-size, var(--vonk-font-size-sm));
  line-height: var(--vonk-line-height-normal);
  color: var(--vonk-inline-message-text, var(--vonk-color-text));

  ${['info', 'success', 'warning', 'error']
    .map(
      (tone) => `&[data-tone='${tone}'] {
        --inline-message-icon: var(--vonk-color-feedback-${tone}-text);
      }`,
    )
    .join('\n')}

  &[data-tone='error'] {
    color: var(--vonk-inline-message-error-text, var(--vonk-color-feedback-error-text));
  }

  &:is(span) {
    display: inline-flex;
  }

  & > svg {
    flex: none;
    color: var(--inline-message-icon);
    /* Centre the icon on the first line of text. */
    margin-top: calc((var(--vonk-line-height-normal) * 1em - 1.25em) / 2);
  }
`;

export const Text = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;
