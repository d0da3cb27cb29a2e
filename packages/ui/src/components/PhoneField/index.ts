export { PhoneField } from './PhoneField.tsx';
export type { PhoneFieldProps } from './PhoneField.tsx';
