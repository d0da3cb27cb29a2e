export { DATE_ERROR, DateField, datePartsToIso } from './DateField.tsx';
export type { DateFieldProps, DateParts } from './DateField.tsx';
