import { styled } from 'styled-components';
import { hiddenCss } from '../../styles/hidden.styles.ts';

// data-focusable: shown while it (or something in it) has focus, e.g. a skip link.
export const Root = styled.span`
  &:not([data-focusable]),
  &[data-focusable]:not(:focus):not(:focus-within) {
    ${hiddenCss}
  }
`;
