import type { Address, IsoDate } from './common.ts';

/** POST /api/move (ProductOrderResult). An unknown address is refused with the spec §5 text. */
export interface MoveRequest {
  address: Address;
  moveDate: IsoDate;
}

/** GET /api/move/address: the planned move, or null. */
export interface PlannedMove {
  address: Address;
  moveDate: IsoDate;
  orderId: string;
}
