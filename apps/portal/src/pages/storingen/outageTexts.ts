import type { AffectedService, OutageIncident, RemoteSupportRequest } from '@vonk/domain';
import type { MessageId } from '../../i18n/messages.ts';

export const OUTAGE_STATUS_TEXTS = {
  Open: 'outages.status.Open',
  InProgress: 'outages.status.InProgress',
  Resolved: 'outages.status.Resolved',
} as const satisfies Record<OutageIncident['status'], MessageId>;

export const OUTAGE_STATUS_TONES = {
  Open: 'warning',
  InProgress: 'warning',
  Resolved: 'success',
} as const satisfies Record<OutageIncident['status'], 'warning' | 'success'>;

export const SERVICE_TEXTS = {
  Internet: 'outages.service.Internet',
  TV: 'outages.service.TV',
  Bellen: 'outages.service.Bellen',
} as const satisfies Record<AffectedService, MessageId>;

export const REMOTE_STATUS_TEXTS = {
  Open: 'outages.remote.status.Open',
  Scheduled: 'outages.remote.status.Scheduled',
  InProgress: 'outages.remote.status.InProgress',
} as const satisfies Record<RemoteSupportRequest['status'], MessageId>;
