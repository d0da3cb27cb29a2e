/** Room for `NL91 ABNA 0417 1643 00` plus some slack. */
export const IBAN_WIDTH = '22rem';
