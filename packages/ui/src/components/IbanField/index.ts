export { IBAN_ERROR, IbanField } from './IbanField.tsx';
export type { IbanFieldProps } from './IbanField.tsx';
