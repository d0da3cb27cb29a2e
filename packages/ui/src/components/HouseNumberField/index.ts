export { HOUSE_NUMBER_ERROR, HouseNumberField } from './HouseNumberField.tsx';
export type { HouseNumberFieldProps } from './HouseNumberField.tsx';
export {
  HOUSE_NUMBER_ADDITION_ERROR,
  HouseNumberAdditionField,
} from './HouseNumberAdditionField.tsx';
export type { HouseNumberAdditionFieldProps } from './HouseNumberAdditionField.tsx';
