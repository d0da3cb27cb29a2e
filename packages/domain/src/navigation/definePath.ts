/** `:name` segments of a route pattern; `:name?` is optional. */
type Segments<P extends string> = P extends `${infer Head}/${infer Tail}`
  ? Segments<Head> | Segments<Tail>
  : P;
type Required<P extends string> =
  Segments<P> extends infer S
    ? S extends `:${infer N}`
      ? N extends `${string}?`
        ? never
        : N
      : never
    : never;
type Optional<P extends string> =
  Segments<P> extends infer S ? (S extends `:${infer N}?` ? N : never) : never;

/** The values an href needs: required path parameters, optional ones and the query keys. */
type PathParams<P extends string, Q extends string> = Flat<
  { [K in Required<P>]: string } & { [K in Optional<P> | Q]?: string }
>;
type Flat<T> = { [K in keyof T]: T[K] };

type HrefArgs<P extends string, Q extends string> = [Required<P>] extends [never]
  ? [Optional<P> | Q] extends [never]
    ? []
    : [params?: PathParams<P, Q>]
  : [params: PathParams<P, Q>];

/** One named route: its pattern for the route table and a typed href builder for links. */
export interface RoutePath<P extends string = string, Q extends string = never> {
  /** The route pattern as React Router reads it, e.g. '/overstappen-afronden/:reference?'. */
  readonly pattern: P;
  /** Query keys the page reads (from an e-mail link, e.g. `?id=`). */
  readonly query: readonly Q[];
  /** A link to the route; parameters are URL-encoded, absent optional ones left out. */
  href(...args: HrefArgs<P, Q>): string;
}

/** Defines a route path; `query` names the search parameters its href may carry. */
export function definePath<const P extends `/${string}`, const Q extends string = never>(
  pattern: P,
  options: { query?: readonly Q[] } = {},
): RoutePath<P, Q> {
  const query = options.query ?? [];
  return {
    pattern,
    query,
    href(...[params]: HrefArgs<P, Q>) {
      const values = (params ?? {}) as Record<string, string | undefined>;
      const path = pattern
        .split('/')
        .flatMap((segment) => {
          if (!segment.startsWith(':')) return [segment];
          const value = values[segment.slice(1).replace(/\?$/, '')];
          if (value === undefined || value === '') {
            if (segment.endsWith('?')) return [];
            throw new Error(`${pattern}: ${segment} is required`);
          }
          return [encodeURIComponent(value)];
        })
        .join('/');
      const search = new URLSearchParams();
      for (const key of query) {
        const value = values[key];
        if (value !== undefined && value !== '') search.set(key, value);
      }
      const text = search.toString();
      return `${path || '/'}${text ? `?${text}` : ''}`;
    },
  };
}
