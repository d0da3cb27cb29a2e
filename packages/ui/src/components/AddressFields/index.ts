export { AddressFields } from './AddressFields.tsx';
export {
  LOOKUP_FAILED_MESSAGE,
  SAME_ADDRESS_MESSAGE,
  UNKNOWN_ADDRESS_MESSAGE,
} from './addressMessages.ts';
export type {
  AddressFieldsProps,
  AddressRules,
  AddressInput,
  AddressLookup,
  AddressStatus,
  FoundAddress,
} from './AddressFields.tsx';
