import { replaceBrand } from '../content/rules.ts';

/** The old and the new brand name of the runtime config (spec §1). */
export interface Brand {
  oldName: string;
  newName: string;
}

/**
 * A product as the API names it: a current product or a catalogue entry (`displayName`), a
 * product of an order (`productName`), or a name a model already picked.
 */
export type NamedProduct = string | { displayName: string } | { productName: string };

/**
 * What the portal calls a product, wherever it names one (ADR 122): the API's display name with
 * the spec §1 brand replacement, like every other provider text. So a name alone on a line and
 * the same name inside a sentence (which `useText` replaces as a whole) read the same.
 */
export function productDisplayName(product: NamedProduct, brand: Brand): string {
  const name =
    typeof product === 'string'
      ? product
      : 'displayName' in product
        ? product.displayName
        : product.productName;
  return replaceBrand(name, brand);
}
