import { describe, expect, it } from 'vitest';
import { CEASE_BLOCK_TEXTS } from '@vonk/domain';
import catalogue from '../../../i18n/nl.json';
import { flowStep } from '../flowSteps.ts';

describe('cease flow texts and steps (spec §8; ADR 049)', () => {
  it('shows the spec’s cease-modal texts to the letter, the same the sandbox refuses with', () => {
    expect(catalogue['subscriptions.cease.blocked.title'].defaultMessage).toBe(
      CEASE_BLOCK_TEXTS.title,
    );
    expect(catalogue['subscriptions.cease.blocked.openOrder'].defaultMessage).toBe(
      CEASE_BLOCK_TEXTS.openOrder,
    );
  });

  it.each([
    [null, 'keuze'],
    ['keuze', 'keuze'],
    ['overzicht', 'overzicht'],
    ['klaar', 'klaar'],
    ['iets', 'keuze'],
  ])('?stap=%s → %s', (value, step) => {
    expect(flowStep(value)).toBe(step);
  });
});
