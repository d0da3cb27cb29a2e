/** What a write did, for analytics (spec §7.2: mutating call success and failure are reported). */
export interface MutationReport {
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** From the tracked helper's headers; absent for untracked writes. */
  tracking?: { category: string; label: string };
  /** False on an HTTP failure and on a 2xx body `{ success: false }`. */
  success: boolean;
  status: number;
}
