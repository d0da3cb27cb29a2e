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
  /** A Retry-After header on the fault's answer, in seconds (a 503 or 429 that says when). */
  retryAfterSeconds?: number;
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
  /**
   * Only requests whose bearer token belongs to this persona namespace's logins (`jan@w3` for
   * 'w3', ADR 093), so an e2e writes spec can fail its own requests beside the other tests.
   * Absent: every request, with or without a token.
   */
  namespace?: string;
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

  /** Whether any fault is scoped to a namespace (then the middleware must learn the login). */
  hasScoped(): boolean {
    return this.#faults.some((fault) => fault.namespace !== undefined);
  }

  /** Drops the faults of one namespace, or of every namespace (undefined); global ones stay. */
  clearNamespace(namespace?: string): void {
    this.#faults = this.#faults.filter(
      (fault) =>
        fault.namespace === undefined || (namespace !== undefined && fault.namespace !== namespace),
    );
  }

  /**
   * The first fault for this request, counting it against `times`; newest faults win. `namespace`
   * is the persona namespace of the request's login (null: a fixture's login or no token).
   */
  take(method: string, path: string, namespace: string | null = null): Fault | undefined {
    const fault = this.#faults.findLast(
      (candidate) =>
        path.startsWith(candidate.path) &&
        (!candidate.method || candidate.method === method.toUpperCase()) &&
        (candidate.namespace === undefined || candidate.namespace === namespace),
    );
    if (fault?.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) this.#faults = this.#faults.filter((candidate) => candidate !== fault);
    }
    return fault;
  }
}
