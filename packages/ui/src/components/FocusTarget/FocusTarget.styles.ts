import { styled } from 'styled-components';

/** Focus lands here by script, never by Tab: no ring of its own (its content is what is read). */
export const Root = styled.div`
  &:focus {
    outline: none;
  }
`;
