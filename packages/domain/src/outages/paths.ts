/** The /storingen query key that points at one outage: `?storing={id}` (issue #29). */
export const OUTAGE_PARAM = 'storing';
