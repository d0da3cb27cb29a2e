import { describe, expect, it, vi } from 'vitest';
import { createTextFormat } from './textFormat.ts';
import type { MessageElements } from './textFormat.ts';

// `{count, plural, one {# rekening} other {# rekeningen}} van {naam}`, as `npm run i18n` compiles it.
const invoices = [
  {
    type: 6,
    value: 'count',
    offset: 0,
    pluralType: 'cardinal',
    options: {
      one: { value: [{ type: 7 }, { type: 0, value: ' rekening' }] },
      other: { value: [{ type: 7 }, { type: 0, value: ' rekeningen' }] },
    },
  },
  { type: 0, value: ' van ' },
  { type: 1, value: 'naam' },
] as unknown as MessageElements;

describe('createTextFormat (ADR 102)', () => {
  it('formats a precompiled text with its values, plurals by the nl-NL rules', () => {
    const formatText = createTextFormat('nl-NL', {
      invoices,
      plain: [{ type: 0, value: 'Hallo' }],
    });
    expect(formatText('invoices', { count: 1, naam: 'Jan' })).toBe('1 rekening van Jan');
    expect(formatText('invoices', { count: 12, naam: 'Jan' })).toBe('12 rekeningen van Jan');
    expect(formatText('plain')).toBe('Hallo');
  });

  it('reads the catalogue at each call, so a page part registered later is found', () => {
    const messages: Record<string, MessageElements> = {};
    const formatText = createTextFormat('nl-NL', messages, vi.fn());
    expect(formatText('late')).toBe('late');
    messages.late = [{ type: 0, value: 'Later geladen' }] as unknown as MessageElements;
    expect(formatText('late')).toBe('Later geladen');
  });

  it('shows the content key of a missing text, or one that fails to format, and reports it', () => {
    const onError = vi.fn();
    const formatText = createTextFormat('nl-NL', { invoices }, onError);
    expect(formatText('absent')).toBe('absent');
    expect(onError).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: 'Missing message "absent" for locale nl-NL' }),
    );
    expect(formatText('invoices', { naam: 'Jan' })).toBe('invoices');
    expect(onError).toHaveBeenLastCalledWith(
      expect.objectContaining({
        message: expect.stringMatching(/^Text "invoices" failed to format/),
      }),
    );
  });
});
