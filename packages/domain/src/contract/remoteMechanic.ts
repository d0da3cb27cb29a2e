/**
 * Remote mechanic (remote support) requests (spec §2.5, §7.2): POST /api/remotemechanic with an
 * empty body answers `true`; GET /api/remotemechanic/open lists the open requests.
 */
export interface RemoteSupportRequest {
  id: string;
  /** ISO 8601 date-time. */
  createdAt: string;
  status: 'Open' | 'Scheduled' | 'InProgress';
}
