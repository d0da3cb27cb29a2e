import { z } from 'zod/mini';
import { Address, IsoDate } from '../contract/common.ts';
import type { ResourceSchemas } from '../contract/endpoint.ts';
import { ProductOrderResult } from '../products/schema.ts';
import type * as moveReads from './reads.ts';
import type { moveWrites } from './paths.ts';

/** POST /api/move (ProductOrderResult). An unknown address is refused with the spec §5 text. */
export const MoveRequest = z.strictObject({ address: Address, moveDate: IsoDate });
export type MoveRequest = z.infer<typeof MoveRequest>;

/** GET /api/move/address: the planned move, or null. */
export const PlannedMove = z.strictObject({
  address: Address,
  moveDate: IsoDate,
  orderId: z.string(),
});
export type PlannedMove = z.infer<typeof PlannedMove>;

export const moveSchemas = {
  reads: { plannedMove: z.nullable(PlannedMove) },
  writes: { planMove: { body: MoveRequest, result: ProductOrderResult } },
} satisfies ResourceSchemas<typeof moveReads, typeof moveWrites>;
