// Library code that never runs in the portal, left out of what it ships (ADR 092). The portal's
// build and its tests resolve these aliases, so tests run what ships.
import { fileURLToPath } from 'node:url';

const trim = (name: string) => fileURLToPath(new URL(`./trims/${name}.ts`, import.meta.url));

export const libraryTrims = [
  // styled-components' stylis without the vendor prefixer it only uses with enableVendorPrefixes.
  { find: /^stylis$/, replacement: trim('stylis') },
  { find: /^stylis-untrimmed$/, replacement: fileURLToPath(import.meta.resolve('stylis')) },
  // React 19 has useSyncExternalStore: swr's shim for React < 18 is dead weight.
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: trim('useSyncExternalStore'),
  },
];
