export { Select } from './Select.tsx';
export type { SelectOption, SelectProps } from './Select.tsx';
