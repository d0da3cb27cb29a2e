import { styled } from 'styled-components';
import { inputBox } from '../../styles/field.styles.ts';

export const Parts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--vonk-space-3);
`;

export const Part = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--vonk-space-1);
`;

export const PartLabel = styled.label`
  font-size: var(--vonk-font-size-sm);
`;

export const PartInput = styled.input<{ $chars: number }>`
  ${inputBox}
  width: calc(${({ $chars }) => $chars}ch + 2 * var(--vonk-space-3) + 1rem);
`;
