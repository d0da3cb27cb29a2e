import { read, returns, write } from '../contract/endpoint.ts';
import type { ProductOrderResult } from '../products/schema.ts';
import type { MoveRequest, PlannedMove } from './schema.ts';

export const moveReads = {
  plannedMove: read('/api/move/address', 'medium', returns<PlannedMove | null>()),
};

export const moveWrites = {
  /** An unknown address is a soft failure with the spec §5 text in `message`. */
  planMove: write<MoveRequest, ProductOrderResult>('POST', '/api/move', {
    tracking: { category: 'SS - Verhuizen', label: 'Verhuizing doorgeven' },
    clears: ['/api/move/address', '/api/orders/**'],
  }),
};
