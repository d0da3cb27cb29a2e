import { styled } from 'styled-components';
import { hiddenCss } from '../VisuallyHidden/VisuallyHidden.styles.ts';

export const Region = styled.div`
  ${hiddenCss}
`;
