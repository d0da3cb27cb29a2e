export { POSTCODE_ERROR, PostcodeField } from './PostcodeField.tsx';
export type { PostcodeFieldProps } from './PostcodeField.tsx';
