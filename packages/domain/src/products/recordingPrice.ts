import type { AvailableProduct } from './schema.ts';
import { CLOUD_RECORDING } from './productNames.ts';

// Its own module: /instellingen/tv says the price beside its switch, and importing it from the
// ordering rules put those (and the order quote) in that page's load (issue #34).

/**
 * Cloud recording's monthly price from the catalogue (GET /api/products/available?category=
 * Recording): said wherever the switch is offered (issue #26). Null while it is not known.
 */
export function cloudRecordingPrice(
  catalogue: readonly Pick<AvailableProduct, 'name' | 'price'>[] | undefined | null,
): number | null {
  return catalogue?.find((product) => product.name === CLOUD_RECORDING)?.price ?? null;
}
