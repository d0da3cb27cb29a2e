import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_REFERENCE_PATTERN } from '@vonk/domain/contract';
import { newPublicReference, PUBLIC_LINK_SEED_ENV } from './publicReferences.ts';
import { personas } from './index.ts';

describe('public-link references (ADR 064)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('are 140 random bits in groups of four, and the portal accepts them', () => {
    const reference = newPublicReference('x');
    expect(reference).toMatch(/^(?:[0-9A-HJKMNP-TV-Z]{4}-){6}[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(reference).toMatch(PUBLIC_REFERENCE_PATTERN);
  });

  it('never repeat', () => {
    const issued = new Set(Array.from({ length: 10_000 }, () => newPublicReference('x')));
    expect(issued.size).toBe(10_000);
  });

  it('under an e2e seed, are derived from it and the label: the same in every process', () => {
    vi.stubEnv(PUBLIC_LINK_SEED_ENV, 'a'.repeat(64));
    const first = newPublicReference('sanne/transfer');
    expect(newPublicReference('sanne/transfer')).toBe(first);
    expect(newPublicReference('overstap/transfer')).not.toBe(first);
    expect(first).toMatch(PUBLIC_REFERENCE_PATTERN);
    vi.stubEnv(PUBLIC_LINK_SEED_ENV, 'b'.repeat(64));
    expect(newPublicReference('sanne/transfer')).not.toBe(first);
  });

  it('are what the personas carry', () => {
    for (const reference of [
      personas.sanne.transfer!.reference,
      personas.overstap.transfer!.reference,
      personas.jan.returnLabels![0]!.reference,
      personas.jan.optOut.id,
    ]) {
      expect(reference).toMatch(PUBLIC_REFERENCE_PATTERN);
    }
    expect(personas.sanne.converged.transferReference).toBe(personas.sanne.transfer!.reference);
  });
});
