import { z } from 'zod/mini';

/** GET /api/settopboxes/info. */
export const SetTopBoxInfo = z.strictObject({
  boxes: z.array(
    z.strictObject({
      technicalId: z.string(),
      name: z.string(),
      serialNumber: z.string(),
      recordingCapable: z.boolean(),
    }),
  ),
  /** How many boxes the subscription allows. */
  maxBoxes: z.number(),
});
export type SetTopBoxInfo = z.infer<typeof SetTopBoxInfo>;

export const setTopBoxSchemas = {
  reads: { setTopBoxInfo: SetTopBoxInfo },
  writes: {},
};
