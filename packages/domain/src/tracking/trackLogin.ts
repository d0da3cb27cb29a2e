import { track } from './track.ts';
import type { TrackingPort } from './trackingPort.ts';
import type { UserPayload } from './userPayload.ts';

/** Spec §4: login success pushes user_data_loaded with the user payload, then 'AC - Inloggen'. */
export function trackLogin(port: TrackingPort, user: UserPayload): void {
  port.push({ event: 'user_data_loaded', user });
  track(port, { type: 'Success', category: 'AC - Inloggen', label: 'Inloggen' });
}
