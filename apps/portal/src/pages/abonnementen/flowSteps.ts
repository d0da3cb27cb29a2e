/** The steps every /abonnementen flow has, as `?stap=` (ADR 048): choose, summary, receipt. */
export const FLOW_STEPS = ['keuze', 'overzicht', 'klaar'] as const;
export type FlowStep = (typeof FLOW_STEPS)[number];

export function flowStep(value: string | null): FlowStep {
  return FLOW_STEPS.find((step) => step === value) ?? 'keuze';
}

/** What a confirmed order leaves in the router state for its receipt (step 3). */
export interface OrderReceiptState {
  orderId: string | null;
}
