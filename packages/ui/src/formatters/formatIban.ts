/**
 * `'NL91ABNA0417164300'` → `'NL91 ABNA 0417 1643 00'`: an IBAN in groups of four. Whether it is a
 * valid IBAN is a rule of @vonk/domain (`iban`); this only formats.
 */
export function formatIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}
