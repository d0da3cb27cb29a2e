// One Intl formatter per kind, locale and options, made on first use and kept: a formatter costs a
// fraction of a millisecond to make (ICU builds its patterns) and formatting with it next to
// nothing, and a table of dates made one per cell (issue #34: 9–11 ms of main thread on a cold
// /rekeningen or /mijn-gegevens, profiled). The keys are few: the formatters' own option sets.
// Named format…: the portal's shared chunk takes every formatters/format*.ts (ADR 084).

const kept = new Map<string, unknown>();

/** `new Format(locale, options)`, once per set; invalid options throw every time, kept nowhere. */
export function formatKept<Options, Format>(
  Kind: new (locale: string, options: Options) => Format,
  locale: string,
  options: Options,
): Format {
  const key = `${Kind.name} ${locale} ${JSON.stringify(options)}`;
  let format = kept.get(key) as Format | undefined;
  if (!format) kept.set(key, (format = new Kind(locale, options)));
  return format;
}
