export { HOUSE_NUMBER_ERROR, HouseNumberField, isValidHouseNumber } from './HouseNumberField.tsx';
export type { HouseNumberFieldProps } from './HouseNumberField.tsx';
export {
  HOUSE_NUMBER_ADDITION_ERROR,
  HouseNumberAdditionField,
  isValidHouseNumberAddition,
  normaliseHouseNumberAddition,
} from './HouseNumberAdditionField.tsx';
export type { HouseNumberAdditionFieldProps } from './HouseNumberAdditionField.tsx';
