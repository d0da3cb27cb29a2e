import { write } from '../endpoint/endpoint.ts';
import type { ProductOrderResult } from '../products/schema.ts';
import type { MoveRequest } from './schema.ts';

export const moveWrites = {
  /** An unknown address is a soft failure with the spec §5 text in `message`. */
  planMove: write<MoveRequest, ProductOrderResult>('POST', '/api/move', {
    clears: ['/api/move/address', '/api/orders/**'],
    tracking: { category: 'SS - Verhuizen', label: 'Verhuizing doorgeven' },
  }),
};
