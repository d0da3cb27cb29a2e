export { Fieldset } from './Fieldset.tsx';
export type { FieldsetProps } from './Fieldset.tsx';
