import { styled } from 'styled-components';

export const Dot = styled.span`
  width: 0.5rem;
  height: 0.5rem;
  border-radius: 50%;
  background: currentColor;
`;
