import { useContext } from 'react';
import { productDisplayName, replaceBrand } from '@vonk/domain';
import type { NamedProduct } from '@vonk/domain';
import { PortalContext } from '../session/PortalContext.tsx';

const NO_BRAND = { oldName: '', newName: '' };

/**
 * What a product is called on screen (ADR 122): `const name = useProductName(); name(product)`.
 * Every page, section and flow names a product through it, never by its `displayName` or
 * `productName` (productNames.test.ts fails on one), so a name reads the same alone and in a text.
 */
export function useProductName(): (product: NamedProduct) => string {
  const brand = useContext(PortalContext)?.config.brand ?? NO_BRAND;
  return (product) => productDisplayName(product, brand);
}

/**
 * The API's own words (a refusal's `message`) as the customer reads them: spec §1 replaces the
 * old brand in every provider text, so a product named in a refusal reads as it does beside it.
 */
export function useProviderText(): (text: string) => string {
  const brand = useContext(PortalContext)?.config.brand ?? NO_BRAND;
  return (text) => replaceBrand(text, brand);
}
