import { z } from 'zod/mini';
import { Address, IsoDate, WriteResult } from '../endpoint/common.ts';

/** Where a catalogue product belongs; decides the /api/products/{list} it appears in. */
export const ProductCategory = z.enum([
  'Internet',
  'Tv',
  'PremiumPackage',
  'ThemePackage',
  'Voip',
  'WifiExtender',
  'SetTopBox',
  'Recording',
  'Security',
]);
export type ProductCategory = z.infer<typeof ProductCategory>;

/**
 * A product the customer can order: GET /api/products/internet, /tv, /voip, /wifiextender,
 * and /api/products/available?category=… (spec §7.2; shape designed here).
 */
export const AvailableProduct = z.strictObject({
  /** Catalogue name, sent back in orders (spec §3 product names). */
  name: z.string(),
  displayName: z.string(),
  category: ProductCategory,
  /** Monthly price in euro. */
  price: z.number(),
  /** One-off cost (installation, hardware) in euro. */
  oneOffPrice: z.number(),
  description: z.string(),
  /** True for what the customer has now. */
  current: z.boolean(),
  /** Internet only. */
  downloadSpeedMbps: z.nullable(z.number()),
  uploadSpeedMbps: z.nullable(z.number()),
});
export type AvailableProduct = z.infer<typeof AvailableProduct>;

/** Spec §3 product order item. */
export const ProductOrderItem = z.strictObject({
  name: z.string(),
  voucherName: z.optional(z.nullable(z.string())),
  previousId: z.optional(z.nullable(z.string())),
  technicalId: z.optional(z.nullable(z.string())),
});
export type ProductOrderItem = z.infer<typeof ProductOrderItem>;

/** POST /api/products/add. */
export const AddProductsRequest = z.strictObject({
  products: z
    .array(z.strictObject({ name: z.string(), voucherName: z.optional(z.nullable(z.string())) }))
    .check(z.minLength(1)),
  shippingAddress: z.optional(Address),
});
export type AddProductsRequest = z.infer<typeof AddProductsRequest>;

/** POST /api/products/modify: replace `previousId` (a current product's technicalId) by `name`. */
export const ModifyProductsRequest = z.strictObject({
  products: z
    .array(
      z.strictObject({
        name: z.string(),
        previousId: z.string(),
        technicalId: z.optional(z.nullable(z.string())),
      }),
    )
    .check(z.minLength(1)),
});
export type ModifyProductsRequest = z.infer<typeof ModifyProductsRequest>;

/** POST /api/products/cease. */
export const CeaseProductsRequest = z.strictObject({
  products: z
    .array(z.strictObject({ name: z.string(), technicalId: z.string() }))
    .check(z.minLength(1)),
});
export type CeaseProductsRequest = z.infer<typeof CeaseProductsRequest>;

/** POST /api/products/tv (spec §3 TV order): 1 to 4 set-top boxes. */
export const TvOrderRequest = z.strictObject({
  stbCount: z.int().check(z.gte(1), z.lte(4)),
  shippingAddress: z.optional(Address),
});
export type TvOrderRequest = z.infer<typeof TvOrderRequest>;

/**
 * POST /api/products/tv/cease: ends the TV product (spec §8 "TV cease creation", which "returns
 * true on error recovery"). The spec shows no path or body, so both are designed here. Answered
 * with a WriteResult; the cease is recorded as an open Cease order.
 */
export const TvCeaseRequest = z.strictObject({
  /** Why the customer stops, free text. */
  reason: z.optional(z.string()),
  /** Requested end date; the earliest possible date when absent. */
  wishDate: z.optional(IsoDate),
});
export type TvCeaseRequest = z.infer<typeof TvCeaseRequest>;

/** POST /api/products/voip: "name or voip payload" (spec §7.2), a JSON string or `{ name }`. */
export const VoipOrderRequest = z.union([
  z.string().check(z.minLength(1)),
  z.strictObject({ name: z.string().check(z.minLength(1)) }),
]);
export type VoipOrderRequest = z.infer<typeof VoipOrderRequest>;

/** GET and POST /api/products/recording (spec §3 cloud recording payload). */
export const RecordingSettings = z.strictObject({
  disableLocalRecording: z.boolean(),
  enableCloudRecording: z.boolean(),
});
export type RecordingSettings = z.infer<typeof RecordingSettings>;

/** Answer of every products write: the order it created. */
export const ProductOrderResult = z.strictObject({
  success: z.boolean(),
  message: z.optional(z.string()),
  /** The request field a refusal is about (`voucherName`, ADR 080), so a form shows it there. */
  field: z.optional(z.string()),
  orderId: z.nullable(z.string()),
});
export type ProductOrderResult = z.infer<typeof ProductOrderResult>;

const products = z.array(AvailableProduct);

export const productSchemas = {
  reads: {
    internetProducts: products,
    voipProducts: products,
    wifiExtenderProducts: products,
    tvProducts: products,
    recordingSettings: RecordingSettings,
    availableProducts: products,
  },
  writes: {
    addProducts: { body: AddProductsRequest, result: ProductOrderResult },
    modifyProducts: { body: ModifyProductsRequest, result: ProductOrderResult },
    ceaseProducts: { body: CeaseProductsRequest, result: ProductOrderResult },
    orderTv: { body: TvOrderRequest, result: ProductOrderResult },
    ceaseTv: { body: TvCeaseRequest, result: WriteResult },
    orderVoip: { body: VoipOrderRequest, result: ProductOrderResult },
    saveRecordingSettings: { body: RecordingSettings, result: ProductOrderResult },
  },
};
