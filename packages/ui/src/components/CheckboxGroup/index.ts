export { CheckboxGroup } from './CheckboxGroup.tsx';
export type { CheckboxGroupProps } from './CheckboxGroup.tsx';
