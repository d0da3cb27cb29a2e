export { planMove } from './planMove.ts';
export { MOVE_MAX_DAYS_AHEAD, lastMoveDate, moveDateError, sameAddress } from './rules.ts';
export type { MoveDateError } from './rules.ts';
