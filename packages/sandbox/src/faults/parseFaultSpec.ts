import { isNamespace } from '../personas/namespaces.ts';
import { NETWORK_FAULTS } from './FaultRegistry.ts';
import type { FaultSpec, NetworkFault } from './FaultRegistry.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Validates a POST /__sandbox/faults body; returns an error message for a bad one. */
export function parseFaultSpec(input: unknown): FaultSpec | string {
  if (!isRecord(input)) return 'Body must be a JSON object.';
  const { path, method, status, body, times, delayMs, network, namespace, retryAfterSeconds } =
    input;
  if (typeof path !== 'string' || !path.startsWith('/'))
    return "'path' must be a path starting with '/'.";
  if (method !== undefined && (typeof method !== 'string' || !/^[A-Za-z]+$/.test(method))) {
    return "'method' must be an HTTP method.";
  }
  if (
    status !== undefined &&
    (!Number.isInteger(status) || (status as number) < 200 || (status as number) > 599)
  ) {
    return "'status' must be an HTTP status from 200 to 599.";
  }
  if (
    retryAfterSeconds !== undefined &&
    (!Number.isInteger(retryAfterSeconds) ||
      (retryAfterSeconds as number) < 1 ||
      status === undefined)
  ) {
    return "'retryAfterSeconds' must be a positive integer, with a 'status'.";
  }
  if (times !== undefined && (!Number.isInteger(times) || (times as number) < 1)) {
    return "'times' must be a positive integer.";
  }
  if (
    delayMs !== undefined &&
    delayMs !== 'never' &&
    (typeof delayMs !== 'number' || !(delayMs >= 0))
  ) {
    return "'delayMs' must be a non-negative number or 'never'.";
  }
  if (network !== undefined && !NETWORK_FAULTS.includes(network as NetworkFault)) {
    return "'network' must be 'reset' or 'hang'.";
  }
  if (network !== undefined && status !== undefined) {
    return "'network' fails without an answer: leave out 'status'.";
  }
  if (namespace !== undefined && !isNamespace(namespace)) {
    return "'namespace' must be 'w' and a number, e.g. 'w1'.";
  }
  if (status === undefined && delayMs === undefined && network === undefined) {
    return "Give a 'status', a 'delayMs', a 'network' failure, or a status with a delay.";
  }
  return {
    path,
    ...(method !== undefined && { method: method as string }),
    ...(status !== undefined && { status: status as number }),
    ...(body !== undefined && { body }),
    ...(retryAfterSeconds !== undefined && { retryAfterSeconds: retryAfterSeconds as number }),
    ...(times !== undefined && { times: times as number }),
    ...(delayMs !== undefined && { delayMs: delayMs as number | 'never' }),
    ...(network !== undefined && { network: network as NetworkFault }),
    ...(namespace !== undefined && { namespace: namespace as string }),
  };
}
