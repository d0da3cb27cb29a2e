import { styled } from 'styled-components';
import { inputBox } from '../../styles/field.styles.ts';

export { FieldRoot as Root, Label } from '../../styles/field.styles.ts';

export const NativeSelect = styled.select<{ $width?: string }>`
  ${inputBox}
  max-width: ${({ $width }) => $width ?? '100%'};
  appearance: none;
  padding-right: 2.5rem;
  background-image:
    linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position:
    calc(100% - 1.25rem) 55%,
    calc(100% - 0.9rem) 55%;
  background-size:
    0.35rem 0.35rem,
    0.35rem 0.35rem;
  background-repeat: no-repeat;
  cursor: pointer;
`;
