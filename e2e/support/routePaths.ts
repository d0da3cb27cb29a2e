// The portal's one path table. Playwright loads specs with Node's own resolution, which does not
// know the workspace's `@vonk/source` condition (ADR 002), so the table comes from source here;
// it imports nothing but the contract.
export { routePaths } from '../../packages/domain/src/navigation/routePaths.ts';

/**
 * A `toHaveTitle` matcher for a page titled `title`, also while it shows a flow step (ADR 141):
 * 'Opzeggen | Mijn Vonk' or 'Stap 1 van 3: Wat wil je opzeggen? – Opzeggen | Mijn Vonk'.
 */
export function pageTitle(title: string): RegExp {
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^(Stap \\d van \\d: .+ – )?${escaped} \\| Mijn Vonk$`);
}

/** A `toHaveURL` matcher for a page whose URL ends in `href` (path and query). */
export function endsWith(href: string): RegExp {
  return new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
