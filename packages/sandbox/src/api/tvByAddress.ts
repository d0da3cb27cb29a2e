/**
 * TV-by-address (spec §7.2 `GET /api/products/tv?address.postalCode=…`, ADR 089): which TV
 * products the network offers at a postcode. Most of the country has all of them; two made-up
 * areas of the address register show the other answers a move can meet.
 */
const TV_BY_AREA: Readonly<Record<string, readonly string[]>> = {
  // Groningen (Grote Markt): no TV on the line there.
  '9711': [],
  // Amsterdam Lindengracht: only the small package.
  '1015': ['TV Start'],
};

/** The TV names offered at a postcode, or null when every TV product is (the default). */
export function tvNamesAt(postalCode: string): readonly string[] | null {
  const area = postalCode.replace(/\s/g, '').slice(0, 4);
  return TV_BY_AREA[area] ?? null;
}
