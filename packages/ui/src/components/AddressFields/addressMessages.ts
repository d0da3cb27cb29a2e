// The texts AddressFields says about an address, in a module of their own: a form that checks an
// address on submit needs them without loading the fields (a lazily loaded form, issue #34).

/** Spec §5, to the letter. */
export const UNKNOWN_ADDRESS_MESSAGE =
  'De combinatie van postcode, huisnummer en toevoeging is onbekend.';
/** Spec §5: the entered address equals the known one, so nothing needs changing. */
export const SAME_ADDRESS_MESSAGE =
  'Dit is hetzelfde adres als je huidige adres. Je hoeft niets te wijzigen.';
export const LOOKUP_FAILED_MESSAGE =
  'We kunnen het adres nu niet opzoeken. Probeer het later nog eens.';
