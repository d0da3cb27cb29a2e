import { z } from 'zod/mini';
import { Address, IsoDate } from '../endpoint/common.ts';
import { ProductOrderResult } from '../products/schema.ts';

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
};
