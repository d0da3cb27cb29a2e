import { css } from 'styled-components';
import { styled } from 'styled-components';

export const hiddenCss = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

export const Root = styled.span<{ $focusable: boolean }>`
  ${({ $focusable }) =>
    $focusable
      ? css`
          &:not(:focus):not(:focus-within) {
            ${hiddenCss}
          }
        `
      : hiddenCss}
`;
