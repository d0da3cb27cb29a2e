import { styled } from 'styled-components';
import { hiddenCss } from '../../styles/hidden.styles.ts';

export const Region = styled.div`
  ${hiddenCss}
`;
