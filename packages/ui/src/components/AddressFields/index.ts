export {
  AddressFields,
  LOOKUP_FAILED_MESSAGE,
  SAME_ADDRESS_MESSAGE,
  UNKNOWN_ADDRESS_MESSAGE,
} from './AddressFields.tsx';
export type {
  AddressFieldsProps,
  AddressRules,
  AddressInput,
  AddressLookup,
  AddressStatus,
  FoundAddress,
} from './AddressFields.tsx';
