/**
 * A fault makes matching requests fail or slow down, so every row of the error catalogue (spec §8)
 * can be rehearsed against the real portal: `{ path: '/api/account', status: 503, times: 1 }`.
 */
export interface FaultSpec {
  /** Path prefix: '/api/invoices' also matches '/api/invoices/openbalance'. */
  path: string;
  /** HTTP method to match; any method when absent. */
  method?: string;
  /** Status to answer with; absent means the request goes through after the delay. */
  status?: number;
  /** JSON body of the fault answer; defaults to `{ message }`. */
  body?: unknown;
  /** How many matching requests fail; absent means until cleared. */
  times?: number;
  /** Wait before answering (or passing on). 'never' keeps the request pending, for loading states. */
  delayMs?: number | 'never';
  /**
   * A failure without an HTTP answer (spec §8 status 0): 'reset' drops the connection, so the
   * client sees a network error; 'hang' never answers and lets go only when the client gives up
   * (its timeout or abort). Not combined with `status`.
   */
  network?: NetworkFault;
}

export const NETWORK_FAULTS = ['reset', 'hang'] as const;
export type NetworkFault = (typeof NETWORK_FAULTS)[number];

export interface Fault extends FaultSpec {
  id: number;
}

export class FaultRegistry {
  #faults: Fault[] = [];
  #nextId = 1;

  add(spec: FaultSpec): Fault {
    const fault = { ...spec, method: spec.method?.toUpperCase(), id: this.#nextId++ };
    this.#faults.push(fault);
    return fault;
  }

  list(): readonly Fault[] {
    return this.#faults;
  }

  clear(): void {
    this.#faults = [];
  }

  /** The first fault for this request, counting it against `times`; newest faults win. */
  take(method: string, path: string): Fault | undefined {
    const fault = this.#faults.findLast(
      (candidate) =>
        path.startsWith(candidate.path) &&
        (!candidate.method || candidate.method === method.toUpperCase()),
    );
    if (fault?.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) this.#faults = this.#faults.filter((candidate) => candidate !== fault);
    }
    return fault;
  }
}
