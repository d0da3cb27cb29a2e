import { z } from 'zod/mini';
import { IsoDateTime, TrueResult } from '../endpoint/common.ts';

/**
 * Remote mechanic (remote support) requests (spec §2.5, §7.2): POST /api/remotemechanic with an
 * empty body answers `true`; GET /api/remotemechanic/open lists the open requests.
 */
export const RemoteSupportRequest = z.strictObject({
  id: z.string(),
  createdAt: IsoDateTime,
  status: z.enum(['Open', 'Scheduled', 'InProgress']),
});
export type RemoteSupportRequest = z.infer<typeof RemoteSupportRequest>;

export const remoteMechanicSchemas = {
  reads: { openRemoteSupportRequests: z.array(RemoteSupportRequest) },
  writes: { requestRemoteSupport: { body: null, result: TrueResult } },
};
