import { describe, expect, it, vi } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import catalogue from './nl.json';
// The entry's part as built; `messages` also holds the page parts the test setup registered.
import entryPart from './compiled/nl.json';
import landingPart from './compiled/landing.json';
import { LOCALE, messages } from './messages.ts';
import type { MessageId } from './messages.ts';
import { createTextFormat } from './textFormat.ts';
import type { MessageElements } from './textFormat.ts';

// The entry's part, the shared parts (ADR 031), each shell area's titles (ADR 151) and every
// page's part (ADR 031): together, the whole catalogue.
const pageParts = import.meta.glob<Record<string, MessageElements>>('./compiled/pages/*.json', {
  eager: true,
  import: 'default',
});
// The shared texts: each module's own part holds those it names (the landing dashboard's sections
// one part together), so one text can be in several.
const sharedPart: Record<string, MessageElements> = Object.assign(
  {},
  landingPart,
  ...Object.values(
    import.meta.glob<Record<string, MessageElements>>('./compiled/shared/**/*.json', {
      eager: true,
      import: 'default',
    }),
  ),
);
const areaParts = import.meta.glob<Record<string, MessageElements>>(
  './compiled/shellRoutes/*.json',
  { eager: true, import: 'default' },
);
const everyMessage: Record<string, MessageElements> = Object.assign(
  {},
  messages,
  sharedPart,
  ...Object.values(areaParts),
  ...Object.values(pageParts),
);

// ICU element types (formatjs TYPE) the argument values below cover.
const ARGUMENT = 1;
const PLURAL = 6;

/** A value for every argument a compiled message names, so formatting it needs nothing else. */
function valuesFor(elements: MessageElements): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const element of elements) {
    if (element.type === ARGUMENT) values[element.value] = 'x';
    if (element.type === PLURAL) {
      values[element.value] = 2;
      for (const option of Object.values(element.options))
        Object.assign(values, valuesFor(option.value));
    }
  }
  return values;
}

// The build ships no ICU parser (ADR 031): a message that reaches the formatter as a string
// instead of an AST fails to format.
describe('messages reach the formatter precompiled (no ICU parser ships)', () => {
  it('an uncompiled message fails to format, as in the production build', () => {
    const onError = vi.fn();
    const formatText = createTextFormat(LOCALE, { raw: 'Hallo {naam}' }, onError);
    expect(formatText('raw', { naam: 'Jan' })).toBe('raw');
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringMatching(/not precompiled/) }),
    );
  });

  it('every catalogue text is an AST and formats without an error', () => {
    const onError = vi.fn();
    const formatText = createTextFormat(LOCALE, everyMessage, onError);
    for (const id of Object.keys(catalogue) as MessageId[]) {
      const message = everyMessage[id] ?? [];
      expect(Array.isArray(message), `${id} is precompiled`).toBe(true);
      expect(formatText(id, valuesFor(message)), id).not.toBe(id);
    }
    expect(onError).not.toHaveBeenCalled();
  });

  // textFormat.ts replaced intl-messageformat (issue #34): every text reads as it did, with a
  // plural's count at each of its forms and beyond a thousand.
  it('every catalogue text reads as intl-messageformat formatted it', () => {
    const formatText = createTextFormat(LOCALE, everyMessage);
    for (const id of Object.keys(catalogue) as MessageId[]) {
      const message = everyMessage[id] ?? [];
      for (const count of [0, 1, 2, 1234]) {
        const values = Object.fromEntries(
          Object.entries(valuesFor(message)).map(([name, value]) => [
            name,
            typeof value === 'number' ? count : `${name}-${count}`,
          ]),
        );
        const before = new IntlMessageFormat(message as never, LOCALE).format(values);
        expect(formatText(id, values), id).toBe(before);
      }
    }
  });

  it("each text is in exactly one part: the entry, the shared parts, an area's routes or one page", () => {
    const parts = [
      entryPart as Record<string, unknown>,
      sharedPart as Record<string, unknown>,
      ...Object.values(areaParts),
      ...Object.values(pageParts),
    ];
    const counts = Object.keys(catalogue).map((id) => parts.filter((part) => id in part).length);
    expect(new Set(counts)).toEqual(new Set([1]));
  });
});
