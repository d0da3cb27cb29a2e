import { css } from 'styled-components';

/** Hidden from the eye, still read by assistive technology (the usual clip pattern). */
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
