export { usePlannedMove } from './usePlannedMove.ts';
export { planMove } from './planMove.ts';
