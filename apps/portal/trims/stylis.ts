// stylis as styled-components uses it, without its vendor prefixer (ADR 092). styled-components 6
// adds the prefixer only when a StyleSheetManager sets `enableVendorPrefixes`, which the portal
// never does (its browsers need no -webkit-/-moz- copies), so the prefixer is code that never
// runs. Everything else is stylis itself; the prefixer fails loudly should anyone turn it on.
// @ts-expect-error -- stylis ships no types; the real package, past the `stylis` alias.
export * from 'stylis-untrimmed';

export function prefixer(): never {
  throw new Error(
    'Vendor prefixes are trimmed from this build (apps/portal/libraryTrims.ts, ADR 092).',
  );
}
