import type { within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { personas } from '@vonk/sandbox/personas';
import type { LiveSectionParameters } from './liveSection.tsx';
import { typeDate } from './dateFields.ts';

// What the transfer stories (the form, the dossier, both pages) share: Sanne's dossier waiting for
// her details, the day they run on and the dates a complete form gets.

/** Sanne's dossier (its reference is random per sandbox run, ADR 064). */
export const sanneTransfer = personas.sanne.transfer!;

/** Validation compares with today: a fixed day keeps the stories true next year. */
export const TRANSFER_TODAY = '2026-11-22';

/**
 * A live section story's `parameters` (ADR 088) for Sanne at /overstappen-afronden/{reference}
 * (her own dossier's unless `reference` names another), on TRANSFER_TODAY.
 */
export const transferSandbox = ({
  reference = sanneTransfer.reference,
  ...value
}: Partial<LiveSectionParameters> & { reference?: string } = {}): {
  sandbox: LiveSectionParameters;
} => ({
  sandbox: {
    persona: 'sanne',
    today: TRANSFER_TODAY,
    path: routePaths.completeTransfer.href({ reference }),
    ...value,
  },
});

/** Fills both dates so the form is complete: the contract ends 31-12-2026, the switch 4-1-2027. */
export async function fillTransferDates(scope: ReturnType<typeof within>) {
  await typeDate(scope, /Einddatum van je contract/, ['31', '12', '2026']);
  await typeDate(scope, /Gewenste overstapdatum/, ['4', '1', '2027']);
}
