/** The steps of the cease flow, as `?stap=` (ADR 048, 049): choose, summary + confirm, receipt. */
export const CEASE_STEPS = ['keuze', 'overzicht', 'klaar'] as const;
export type CeaseStep = (typeof CEASE_STEPS)[number];

export function ceaseStep(value: string | null): CeaseStep {
  return CEASE_STEPS.find((step) => step === value) ?? 'keuze';
}

/** What the receipt shows after a confirm (router state: a reload shows the general receipt). */
export interface CeaseReceiptState {
  product: string;
  endDate: string;
  unconfirmed: boolean;
}
