import { styled } from 'styled-components';

export const Svg = styled.svg`
  display: inline-block;
  flex: none;
  vertical-align: middle;
  color: inherit;
`;
