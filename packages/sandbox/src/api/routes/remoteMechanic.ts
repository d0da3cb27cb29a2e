import { reads, writes } from '@vonk/domain/contract';
import { contractRoutes, serveRead, serveWrite } from '../contractRoutes.ts';

/** The remote mechanic: list open requests, request one (the API answers `true`). */
export function remoteMechanicRoutes() {
  return contractRoutes(
    serveRead(reads.openRemoteSupportRequests, (c) => c.get('persona').remoteSupportRequests),
    serveWrite(writes.requestRemoteSupport, (c) => {
      c.get('persona').remoteSupportRequests.push({
        id: `RM-${Date.now().toString(36)}`,
        createdAt: new Date().toISOString(),
        status: 'Open',
      });
      return true;
    }),
  );
}
