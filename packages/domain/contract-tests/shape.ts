/**
 * Tiny runtime shape checks whose static type is inferred, so a map typed
 * `{ [P in GetPath]: Shape<GetResponses[P]> }` fails to compile when a check forgets a required key
 * or expects the wrong primitive. At run time `check` lists every mismatch, including keys the
 * contract does not know (drift the types cannot see).
 */
export interface Shape<T> {
  check(value: unknown, at: string): string[];
  /** Phantom: carries T for the compiler only. */
  readonly _type?: T;
  readonly optional?: true;
}

type Infer<S> = S extends Shape<infer T> ? T : never;
type Primitive = string | number | boolean;

const describe = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

const primitive = <T>(name: 'string' | 'number' | 'boolean'): Shape<T> => ({
  check: (value, at) =>
    typeof value === name ? [] : [`${at}: ${name} expected, got ${describe(value)}`],
});

export const string = primitive<string>('string');
export const number = primitive<number>('number');
export const boolean = primitive<boolean>('boolean');
export const isoDate: Shape<string> = {
  check: (value, at) =>
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? []
      : [`${at}: YYYY-MM-DD expected, got ${JSON.stringify(value)}`],
};

export function oneOf<const V extends readonly Primitive[]>(...values: V): Shape<V[number]> {
  return {
    check: (value, at) =>
      values.includes(value as Primitive)
        ? []
        : [`${at}: one of ${values.join(', ')} expected, got ${JSON.stringify(value)}`],
  };
}

export function nullable<T>(shape: Shape<T>): Shape<T | null> {
  return { check: (value, at) => (value === null ? [] : shape.check(value, at)) };
}

export function optional<T>(shape: Shape<T>): Shape<T | undefined> {
  return {
    optional: true,
    check: (value, at) => (value === undefined ? [] : shape.check(value, at)),
  };
}

export function array<T>(shape: Shape<T>): Shape<T[]> {
  return {
    check: (value, at) =>
      Array.isArray(value)
        ? value.flatMap((item, index) => shape.check(item, `${at}[${index}]`))
        : [`${at}: array expected, got ${describe(value)}`],
  };
}

export function object<P extends Record<string, Shape<unknown>>>(
  props: P,
): Shape<{ [K in keyof P]: Infer<P[K]> }> {
  return {
    check(value, at) {
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        return [`${at}: object expected, got ${describe(value)}`];
      const record = value as Record<string, unknown>;
      const problems = Object.entries(props).flatMap(([key, shape]) =>
        !(key in record) && !shape.optional
          ? [`${at}.${key}: missing`]
          : shape.check(record[key], `${at}.${key}`),
      );
      const unknown = Object.keys(record).filter((key) => !(key in props));
      return [...problems, ...unknown.map((key) => `${at}.${key}: not in the contract`)];
    },
  };
}
